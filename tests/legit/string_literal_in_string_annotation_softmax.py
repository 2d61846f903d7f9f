# problem: level1/softmax_rows
# expect: ok
"""A string annotation holding a Literal: "Literal['rows', 'cols']" (quoted to avoid evaluating
typing at def time, as some style guides ask) and "Callable[..., torch.Tensor]"."""
from typing import Callable, Literal

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=m)


def softmax_rows(x: torch.Tensor, layout: "Literal['rows', 'cols']" = "rows") -> torch.Tensor:
    assert layout == "rows"
    x = x.contiguous()
    rows, cols = x.shape
    y = torch.empty_like(x)
    softmax_kernel[(rows,)](x, y, cols, BLOCK=triton.next_power_of_2(cols))
    return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.op: "Callable[..., torch.Tensor]" = softmax_rows

    def forward(self, x):
        return softmax_rows(x, "rows")
