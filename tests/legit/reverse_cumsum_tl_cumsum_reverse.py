# problem: level1/reverse_cumsum
# expect: ok
"""Reverse cumulative sum with `tl.cumsum(..., reverse=True)` over blocks walked from the end,
carrying the suffix total; `triton.cdiv` for the block count and a `tl.range` loop."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rev_cumsum_kernel(x_ptr, y_ptr, n, n_blocks, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    carry = tl.zeros([1], tl.float32)
    for j in tl.range(0, n_blocks):
        s = (n_blocks - 1 - j) * BLOCK
        c = s + tl.arange(0, BLOCK)
        m = c < n
        x = tl.load(x_ptr + row * n + c, mask=m, other=0.0).to(tl.float32)
        r = tl.cumsum(x, axis=0, reverse=True)
        tl.store(y_ptr + row * n + c, r + carry, mask=m)
        carry += tl.sum(x, axis=0)


class ModelNew(nn.Module):
    BLOCK = 64

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        rows, n = x.shape
        y = torch.empty_like(x)
        _rev_cumsum_kernel[(rows,)](x, y, n, triton.cdiv(n, self.BLOCK), BLOCK=self.BLOCK)
        return y
