# problem: level1/softmax_rows
# expect: ok
"""Launchers of the file's own kept in a `typing.NamedTuple` on self; forward calls
`self.ops.act.softmax(x)`, a compute-named method reached through the tuple's field. Refused as
torch compute (left refused by probe 24) until false-positive probe 25."""
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_rows_kernel(x_ptr, y_ptr, n_cols, stride_x, stride_y, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * stride_y + cols, e / tl.sum(e, axis=0), mask=mask)


class RowSoftmax:
    def __init__(self, num_warps: int = 4) -> None:
        self.num_warps = num_warps

    def softmax(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = torch.empty_like(x2)
        rows, cols = x2.shape
        _softmax_rows_kernel[(rows,)](x2, y, cols, x2.stride(0), y.stride(0),
                                      BLOCK=triton.next_power_of_2(cols), num_warps=self.num_warps)
        return y.view(x.shape)


class Ops(NamedTuple):
    act: RowSoftmax
    name: str = "softmax"


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.ops = Ops(act=RowSoftmax(num_warps=4))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ops.act.softmax(x)
