# problem: level1/cumsum_rows
# expect: ok
"""Typing annotations everywhere (`Optional`, `Tuple`, `torch.Tensor` return hints, `ClassVar`),
a `@classmethod` that picks the block and a `@staticmethod` launch helper; the row scan is
`tl.cumsum` over a block that holds the whole row, carried across blocks for longer rows."""
from typing import ClassVar, Optional, Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _cumsum_rows_kernel(x_ptr, y_ptr, n_cols: int, stride_row: int, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    carry = tl.zeros([1], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_ptr + row * stride_row + cols, mask=mask, other=0.0).to(tl.float32)
        s = tl.cumsum(x, axis=0)
        tl.store(y_ptr + row * stride_row + cols, s + carry, mask=mask)
        carry += tl.sum(x, axis=0)


class ScanPlan:
    MAX_BLOCK: ClassVar[int] = 1024

    @classmethod
    def block_for(cls, n_cols: int) -> int:
        return min(cls.MAX_BLOCK, triton.next_power_of_2(n_cols))

    @staticmethod
    def launch(x: torch.Tensor, out: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, int]:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        if out is None:
            out = torch.empty_like(x2)
        rows, cols = x2.shape
        block = ScanPlan.block_for(cols)
        _cumsum_rows_kernel[(rows,)](x2, out, cols, x2.stride(0), BLOCK=block)
        return out.view(x.shape), block


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y, _block = ScanPlan.launch(x)
        return y
