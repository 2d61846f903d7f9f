# problem: level1/clamp_elementwise
# expect: ok
"""Clamp; `from typing import TYPE_CHECKING` with an `if TYPE_CHECKING:` import block for
annotations only, and `from __future__ import annotations`."""
from __future__ import annotations

from typing import TYPE_CHECKING

import torch
import torch.nn as nn
import triton
import triton.language as tl

if TYPE_CHECKING:
    from torch import Tensor


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(tl.load(x_ptr + offs, mask=m), lo), hi), mask=m)


class ModelNew(nn.Module):
    def __init__(self, min_val: float, max_val: float) -> None:
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val

    def forward(self, x: Tensor) -> Tensor:
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.min_val, self.max_val, BLOCK=1024)
        return y
