# problem: level2/add_gelu
# expect: ok
"""A decorator-based registry: `@register("add_gelu_tanh")` stores the launcher class in a module
dict, and ModelNew builds its op from the registry by name."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_OPS: dict = {}


def register(name):
    def deco(cls):
        _OPS[name] = cls
        return cls
    return deco


@triton.jit
def _add_gelu_tanh_kernel(x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    h = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32) + tl.load(y_ptr + offs, mask=m, other=0.0).to(tl.float32)
    inner = 0.7978845608028654 * (h + 0.044715 * h * h * h)
    e = tl.exp(-2.0 * tl.abs(inner))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(inner < 0, -t, t)
    tl.store(o_ptr + offs, (0.5 * h * (1.0 + t)).to(o_ptr.dtype.element_ty), mask=m)


@register("add_gelu_tanh")
class AddGeluTanh:
    block = 1024

    def apply(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        _add_gelu_tanh_kernel[(triton.cdiv(n, self.block),)](x, y, out, n, BLOCK=self.block)
        return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.op = _OPS["add_gelu_tanh"]()

    def forward(self, x, y):
        return self.op.apply(x, y)
