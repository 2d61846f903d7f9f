# problem: level1/gelu_exact
# expect: ok
"""Exact GELU; the kernel reads math.pi-style constants straight from the math module and a
module-level tl.constexpr computed with math at import."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

INV_SQRT2: tl.constexpr = tl.constexpr(1.0 / math.sqrt(2.0))


@triton.jit
def _erf_gelu(x):
    return 0.5 * x * (1.0 + tl.erf(x * INV_SQRT2))


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=-math.inf)
    y = _erf_gelu(x)
    # math.e ** 0 == 1: a constant folded from the module, kept to show the attribute read.
    y = y * (math.e / math.e)
    tl.store(y_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    BLOCK = 1024

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, self.BLOCK),)](x, out, n, BLOCK=self.BLOCK)
        return out
