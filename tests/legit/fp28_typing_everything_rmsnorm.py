# problem: level1/rmsnorm_rows
# expect: ok
"""RMSNorm with typing annotations everywhere: Final constants, Optional, Tuple, a TypeAlias, a
TYPE_CHECKING-only import, typing.Literal for the accumulation precision."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final, Literal, Optional, Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl

if TYPE_CHECKING:
    from torch import Tensor

MAX_BLOCK: Final[int] = 16384
Grid = Tuple[int, ...]
Precision = Literal["fp32", "native"]


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, stride_x: int, stride_y: int, n_cols: int, eps: float,
                   BLOCK: tl.constexpr, FP32_ACC: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0)
    if FP32_ACC:
        x = x.to(tl.float32)
    ms = tl.sum(x * x, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(ms + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    tl.store(y_ptr + row * stride_y + cols, (x * rstd * w).to(y_ptr.dtype.element_ty), mask=mask)


def _grid(rows: int) -> Grid:
    return (rows,)


class ModelNew(nn.Module):
    eps: float
    precision: Precision

    def __init__(self, dim: int, eps: float, dtype: Optional[torch.dtype] = None) -> None:
        super().__init__()
        self.eps = eps
        self.precision = "fp32"
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        if dtype is not None:
            self.to(dtype)

    def forward(self, x: Tensor) -> Tensor:
        shape: torch.Size = x.shape
        x2d: Tensor = x.reshape(-1, shape[-1])
        if x2d.stride(-1) != 1:
            x2d = x2d.contiguous()
        rows, cols = x2d.shape
        block: int = triton.next_power_of_2(cols)
        assert block <= MAX_BLOCK, f"row of {cols} is too wide for one block"
        y: Tensor = torch.empty_like(x2d)
        rmsnorm_kernel[_grid(rows)](x2d, self.weight, y, x2d.stride(0), y.stride(0), cols, self.eps,
                                    BLOCK=block, FP32_ACC=self.precision == "fp32")
        return y.view(shape)
