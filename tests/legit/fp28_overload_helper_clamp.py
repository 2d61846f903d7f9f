# problem: level1/clamp_elementwise
# expect: ok
"""Clamp with a typing.overload'ed host helper (a scalar or a tensor bound becomes a float) and a
kernel that takes both bounds as runtime floats."""
from typing import Union, overload

import torch
import torch.nn as nn
import triton
import triton.language as tl


@overload
def _as_float(v: float) -> float: ...
@overload
def _as_float(v: int) -> float: ...
def _as_float(v: Union[int, float]) -> float:
    return float(v)


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, lo), hi), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = _as_float(min_val)
        self.max_val = _as_float(max_val)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.min_val, self.max_val, BLOCK=1024)
        return y
