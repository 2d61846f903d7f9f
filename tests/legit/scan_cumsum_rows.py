# problem: level1/cumsum_rows
# expect: ok
"""tl.cumsum over column tiles with a running carry between tiles (a blocked scan)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = tl.zeros([1], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        v = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
        s = tl.cumsum(v, axis=0) + carry
        tl.store(out_ptr + row * n_cols + cols, s, mask=m)
        carry += tl.sum(v, axis=0)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        cumsum_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=64)
        return out
