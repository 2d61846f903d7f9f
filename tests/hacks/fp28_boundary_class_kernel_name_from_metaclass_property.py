# problem: level1/relu_elementwise
# expect: dynamic_code
# kind: 1
"""Probe 28's neighbour: `Ops.relu_kernel[grid](..., **meta)` now counts as a launch of the kernel
kept as a static method (its binder takes only the kernel's parameters, so the splat names no
pinned copy); here Ops has a base whose metaclass defines a property of that name, which wins over
the class's own attribute: `Ops.relu_kernel` is an object whose `[grid]` hands back torch.empty, and
the splat asks it for pinned host memory. A class with any base but object (or a metaclass or a
decorator) keeps such a splat `streams`; the metaclass itself is refused first (`class Meta(type)`
is `dynamic_code`), and the splat after it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class _Launch:
    def __getitem__(self, grid):
        return lambda *a, **kw: torch.empty(4, **kw)


class Meta(type):
    @property
    def relu_kernel(cls):
        return _Launch()


class Base(metaclass=Meta):
    pass


class Ops(Base):
    @staticmethod
    @triton.jit
    def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)


def _meta():
    return {"pin" + "_memory": True}


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        host = Ops.relu_kernel[(triton.cdiv(n, 256),)](x, out, n, **_meta())
        return out if host is None else out
