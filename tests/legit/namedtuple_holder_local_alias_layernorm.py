# problem: level1/layernorm_rows
# expect: ok
"""A NamedTuple of launcher objects on self, aliased to a local in forward (`ops = self.ops`)
before calling a field's method `ops.norm.layer_norm(...)` (a name the gate does not read as
tensor compute, so this passed before probe 26; `namedtuple_holder_alias_relu_method` has the
compute-named form)."""
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    y = d * tl.rsqrt(var + eps) * w + b
    tl.store(y_ptr + row * n_cols + cols, y.to(y_ptr.dtype.element_ty), mask=m)


class RowLayerNorm:
    def __init__(self, eps: float) -> None:
        self.eps = eps

    def layer_norm(self, x, weight, bias):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        _layernorm_kernel[(rows,)](x, weight, bias, y, cols, self.eps, BLOCK=triton.next_power_of_2(cols))
        return y


class Ops(NamedTuple):
    norm: RowLayerNorm


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)
        self.ops = Ops(norm=RowLayerNorm(eps))

    def forward(self, x):
        ops = self.ops
        return ops.norm.layer_norm(x, self.weight, self.bias)
