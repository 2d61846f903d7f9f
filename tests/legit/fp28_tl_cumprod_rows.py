# problem: level1/cumprod_rows
# expect: ok
"""Row cumprod: tl.cumprod on one row per program (the row fits one block at these sizes; a
carried product handles longer rows chunk by chunk)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumprod_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = 1.0
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=1.0).to(tl.float32)
        p = tl.cumprod(x, axis=0) * carry
        tl.store(y_ptr + row * n_cols + cols, p, mask=mask)
        carry = tl.max(tl.where(cols == tl.minimum(start + BLOCK, n_cols) - 1, p, -float("inf")), axis=0)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        cumprod_kernel[(rows,)](x, y, cols, BLOCK=128)
        return y
