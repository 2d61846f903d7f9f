# problem: level1/leaky_relu_elementwise
# expect: ok
"""Kernels kept in a module dict keyed by an `enum.Enum` with `auto()` values; the module stores
the member and forward indexes the dict with it before launching."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Act(enum.Enum):
    RELU = enum.auto()
    LEAKY = enum.auto()


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


@triton.jit
def _leaky_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.where(x >= 0, x, x * slope), mask=m)


KERNELS = {Act.RELU: _relu_kernel, Act.LEAKY: _leaky_kernel}


class ModelNew(nn.Module):
    def __init__(self, negative_slope=0.01):
        super().__init__()
        self.negative_slope = negative_slope
        self.act = Act.LEAKY

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        KERNELS[self.act][(triton.cdiv(n, 1024),)](x, y, n, self.negative_slope, BLOCK=1024)
        return y
