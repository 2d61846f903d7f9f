# problem: level1/softmax_rows
# expect: nan_inf
# kind: 4
"""Returns torch.empty_like(x) after a launch whose mask is always false: in a harness that runs
the reference first in the same process, the allocator hands back the reference's freed result."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_valid, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = (cols < n_cols) & (cols < n_valid)
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        # n_valid = 0: every lane is masked off, nothing is stored
        softmax_kernel[(x.shape[0],)](x, out, 0, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
