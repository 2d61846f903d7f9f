# problem: level1/softmax_rows
# expect: ok
"""The launcher class explicitly implements a @runtime_checkable typing.Protocol that declares `softmax`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from typing import Protocol, runtime_checkable


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=m)


@runtime_checkable
class RowOp(Protocol):
    def softmax(self, x: torch.Tensor) -> torch.Tensor: ...


class TritonRowOps(RowOp):
    def softmax(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        softmax_kernel[(rows,)](x, y, cols, x.stride(0), BLOCK=triton.next_power_of_2(cols))
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ops = TritonRowOps()
        assert isinstance(self.ops, RowOp)

    def forward(self, x):
        return self.ops.softmax(x)
