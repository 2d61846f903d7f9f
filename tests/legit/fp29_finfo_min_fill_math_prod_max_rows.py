# problem: level1/max_rows
# expect: ok
"""Row max with the masked lanes filled with `torch.finfo(x.dtype).min` and the row count from
`math.prod(x.shape[:-1])`."""
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _row_kernel(x_ptr, y_ptr, n_cols, stride_row, fill, OP: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_row + cols, mask=mask, other=fill)
    if OP == "softmax":
        m = tl.max(x, axis=0)
        e = tl.where(mask, tl.exp(x - m), 0.0)
        tl.store(y_ptr + row * stride_row + cols, e / tl.sum(e, axis=0), mask=mask)
    elif OP == "max":
        tl.store(y_ptr + row, tl.max(x, axis=0))
    else:
        tl.store(y_ptr + row, tl.sum(x, axis=0) / n_cols)


class ModelNew(nn.Module):
    def forward(self, x):
        rows = math.prod(x.shape[:-1])
        cols = x.shape[-1]
        x2 = x.reshape(rows, cols).contiguous()
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        lowest = torch.finfo(x.dtype).min
        _row_kernel[(rows,)](x2, out, cols, x2.stride(0), lowest, OP="max", BLOCK=triton.next_power_of_2(cols))
        return out.view(x.shape[:-1])
