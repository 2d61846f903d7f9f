# problem: level1/mean_rows
# expect: ok
"""A `enum.StrEnum` (Python 3.11) names the reduction; the kernel takes a `MEAN` constexpr chosen
by comparing the member, and the member's string value appears in `extra_repr`."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Reduction(enum.StrEnum):
    SUM = "sum"
    MEAN = "mean"


@triton.jit
def _row_reduce_kernel(x_ptr, y_ptr, n_cols, MEAN: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    total = tl.sum(acc, axis=0)
    if MEAN:
        total = total / n_cols
    tl.store(y_ptr + row, total.to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self, reduction: Reduction = Reduction.MEAN):
        super().__init__()
        self.reduction = Reduction(reduction)

    def extra_repr(self) -> str:
        return f"reduction={self.reduction.value}"

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty(rows, dtype=x.dtype, device=x.device)
        _row_reduce_kernel[(rows,)](x, y, cols, MEAN=self.reduction == Reduction.MEAN, BLOCK=128)
        return y
