# problem: level1/mean_rows
# expect: ok
"""Row mean through a module-level instance of the file's own class, `ops = RowOps()`, whose method
is named `mean`: forward calls `ops.mean(x)`."""
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


class RowOps:
    def mean(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        rows, cols = x.shape
        out = x.new_empty(rows)
        _row_kernel[(rows,)](x, out, cols, x.stride(0), 0.0, OP="mean", BLOCK=triton.next_power_of_2(cols))
        return out


ops = RowOps()


class ModelNew(nn.Module):
    def forward(self, x):
        return ops.mean(x)
