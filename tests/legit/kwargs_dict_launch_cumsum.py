# problem: level1/cumsum_rows
# expect: ok
"""Launch options collected in a `meta = dict(BLOCK=..., num_warps=...)` and passed as `**meta`;
the row scan carries a running total across blocks with `tl.cumsum`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    carry = tl.zeros([1], tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        mask = cols < N
        v = tl.load(x_ptr + base + cols, mask=mask, other=0.0)
        s = tl.cumsum(v, axis=0) + carry
        tl.store(y_ptr + base + cols, s, mask=mask)
        carry += tl.sum(v, axis=0)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        meta = dict(BLOCK=1024, num_warps=4)
        cumsum_kernel[(M,)](x, y, N, **meta)
        return y
