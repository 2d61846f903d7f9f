# problem: level1/softmax_rows
# expect: mismatch
# kind: 7
"""Writes exact zeros for every probability under 1e-2 (no renormalisation): sparse-looking
output, every error below 1e-2, so a 1e-2 tolerance accepts it; fp32's 1e-4 does not."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sparse_softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    p = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * n_cols + cols, tl.where(p < 1e-2, 0.0, p), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        sparse_softmax_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
