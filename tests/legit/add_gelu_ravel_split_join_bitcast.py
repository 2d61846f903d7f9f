# problem: level2/add_gelu
# expect: ok
"""gelu_tanh(x + y) on flattened inputs (`x.ravel()`, refused as library compute before probe 23):
the kernel loads [BLOCK, 2] tiles of neighbouring pairs and separates them with `tl.split`,
computes tanh through exp of |z| taken by clearing the sign bit with `tl.cast(..., bitcast=True)`,
and writes the pairs back with `tl.join`."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)


@triton.jit
def _tanh(z):
    bits = tl.cast(z, tl.uint32, bitcast=True)
    az = tl.cast(bits & 0x7FFFFFFF, tl.float32, bitcast=True)  # |z|
    e = tl.exp(-2.0 * az)
    t = (1.0 - e) / (1.0 + e)
    return tl.where(z < 0, -t, t)


@triton.jit
def _gelu_tanh(v, c):
    return 0.5 * v * (1.0 + _tanh(c * (v + 0.044715 * v * v * v)))


@triton.jit
def add_gelu_pairs_kernel(x_ptr, y_ptr, out_ptr, n, c, BLOCK: tl.constexpr):
    pairs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    idx = pairs[:, None] * 2 + tl.arange(0, 2)[None, :]
    m = idx < n
    s = tl.load(x_ptr + idx, mask=m, other=0.0) + tl.load(y_ptr + idx, mask=m, other=0.0)
    even, odd = tl.split(s)
    g = tl.join(_gelu_tanh(even, c), _gelu_tanh(odd, c))
    tl.store(out_ptr + idx, g, mask=m)


class ModelNew(nn.Module):
    def forward(self, x, y):
        xf, yf = x.ravel(), y.ravel()
        out = torch.empty_like(xf)
        n = xf.numel()
        BLOCK = 256  # pairs per program
        add_gelu_pairs_kernel[(triton.cdiv(triton.cdiv(n, 2), BLOCK),)](xf, yf, out, n, SQRT_2_OVER_PI,
                                                                         BLOCK=BLOCK)
        return out.view(x.shape)
