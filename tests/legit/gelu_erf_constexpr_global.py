# problem: level1/gelu_exact
# expect: ok
"""Exact GELU with tl.math.erf; 1/sqrt(2) computed with the math module and held as a module-level
tl.constexpr global that the kernel reads."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

INV_SQRT2 = tl.constexpr(1.0 / math.sqrt(2.0))


@triton.jit
def gelu_erf_kernel(x_ptr, y_ptr, N, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < N
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.math.erf(x * INV_SQRT2))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        assert x.is_contiguous(), f"expected a contiguous input, got strides {x.stride()}"
        y = torch.empty_like(x)
        N = x.numel()
        gelu_erf_kernel[(triton.cdiv(N, 1024),)](x, y, N, BLOCK_SIZE=1024)
        return y
