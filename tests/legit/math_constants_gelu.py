# problem: level1/gelu_exact
# expect: ok
"""The math module supplies constants (math.sqrt(0.5)) computed on the host and passed in; the
kernel uses tl.erf for the exact GELU."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

INV_SQRT2 = math.sqrt(0.5)


@triton.jit
def gelu_kernel(x_ptr, out_ptr, n, inv_sqrt2, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, 0.5 * x * (1.0 + tl.erf(x * inv_sqrt2)), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(math.ceil(n / 1024),)](x, out, n, INV_SQRT2, BLOCK=1024)
        return out
