# problem: level1/argmin_rows
# expect: ok
"""argmin per row with tl.min(..., return_indices=True) over a single power-of-two block."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmin_row_kernel(x_ptr, out_ptr, n_cols, stride_row, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    vals = tl.load(x_ptr + row * stride_row + offs, mask=offs < n_cols, other=float("inf"))
    _, idx = tl.min(vals, axis=0, return_indices=True)
    tl.store(out_ptr + row, idx.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n_rows, n_cols = x.shape
        out = torch.empty(n_rows, dtype=torch.long, device=x.device)
        argmin_row_kernel[(n_rows,)](x, out, n_cols, x.stride(0), BLOCK=triton.next_power_of_2(n_cols))
        return out
