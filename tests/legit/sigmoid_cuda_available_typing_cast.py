# problem: level1/sigmoid_elementwise
# expect: ok
"""Host code the way completions write it: a `DEVICE` picked with `torch.cuda.is_available()` at
import (used only as a default), `typing.cast` on the output, `torch.is_tensor` and
`functools.reduce(operator.mul, x.shape, 1)` for the element count."""
import functools
import operator
from typing import cast

import torch
import torch.nn as nn
import triton
import triton.language as tl

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


@triton.jit
def _sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (1.0 / (1.0 + tl.exp(-x))).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not torch.is_tensor(x):
            raise TypeError("expected a tensor")
        x = x.contiguous()
        n = functools.reduce(operator.mul, x.shape, 1)
        y = torch.empty(x.shape, dtype=x.dtype, device=x.device if x.is_cuda or DEVICE.type == "cpu" else DEVICE)
        _sigmoid_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return cast(torch.Tensor, y)
