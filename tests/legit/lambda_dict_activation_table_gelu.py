# problem: level1/gelu_exact
# expect: ok
"""Activations kept as lambdas in a module dict (`ACTIVATIONS = {"gelu": lambda x: _launch(x, 0),
...}`), looked up by the name the module stores; `math.ceil` sizes the grid."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _act_kernel(x_ptr, y_ptr, n, KIND: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    if KIND == 0:
        y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    else:
        y = x / (1.0 + tl.exp(-x))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


def _launch(x, kind, block=1024):
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    _act_kernel[(math.ceil(n / block),)](x, y, n, KIND=kind, BLOCK=block)
    return y


ACTIVATIONS = {
    "gelu": lambda x: _launch(x, 0),
    "silu": lambda x: _launch(x, 1),
}


class ModelNew(nn.Module):
    def __init__(self, act: str = "gelu"):
        super().__init__()
        self.act = act

    def forward(self, x):
        return ACTIVATIONS[self.act](x)
