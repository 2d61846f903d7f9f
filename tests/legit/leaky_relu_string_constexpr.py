# problem: level1/leaky_relu_elementwise
# expect: ok
"""A generic activation kernel selected by a string tl.constexpr (ACTIVATION="leaky_relu"), the
slope a tl.constexpr float; a ClassVar annotation for the block size."""
from typing import ClassVar

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def activation_kernel(x_ptr, y_ptr, n, ACTIVATION: tl.constexpr, SLOPE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    if ACTIVATION == "leaky_relu":
        y = tl.where(x >= 0, x, x * SLOPE)
    elif ACTIVATION == "relu":
        y = tl.maximum(x, 0.0)
    else:
        y = x
    tl.store(y_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    BLOCK_SIZE: ClassVar[int] = 1024

    def __init__(self, negative_slope: float):
        super().__init__()
        self.negative_slope = negative_slope

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        activation_kernel[(triton.cdiv(n, self.BLOCK_SIZE),)](
            x, y, n, ACTIVATION="leaky_relu", SLOPE=self.negative_slope, BLOCK=self.BLOCK_SIZE)
        return y
