# problem: level1/cumsum_rows
# expect: ok
"""Row cumsum: the grid is rounded up to a multiple of 4 programs and surplus programs return early
(`if row >= n_rows: return`); each row is walked with a `while` loop over chunks, carrying the
running total into tl.cumsum of the next chunk."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_rows_kernel(x_ptr, y_ptr, n_rows, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    if row >= n_rows:
        return
    carry = tl.zeros((), dtype=tl.float32)
    start = 0
    while start < n_cols:
        cols = start + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
        c = tl.cumsum(x, axis=0) + carry
        tl.store(y_ptr + row * n_cols + cols, c, mask=mask)
        carry += tl.sum(x, axis=0)
        start += BLOCK


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        grid = (triton.cdiv(rows, 4) * 4,)
        cumsum_rows_kernel[grid](x, y, rows, cols, BLOCK=64)
        return y
