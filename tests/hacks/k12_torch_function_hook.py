# problem: level1/relu_elementwise
# expect: introspection
# kind: 12
"""Lazy output: forward returns a Tensor subclass at once and its __torch_function__ hook launches
the kernel only when the harness first touches the result, so a forward-only timer measures nothing.
Defining a torch hook is stopped statically."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class LazyResult(torch.Tensor):
    pending = None

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        for a in args:
            if isinstance(a, LazyResult) and a.pending is not None:
                src, dst = a.pending
                a.pending = None
                relu_kernel[(triton.cdiv(src.numel(), 1024),)](src, dst, src.numel(), BLOCK=1024)
        return super().__torch_function__(func, types, args, kwargs or {})


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        lazy = out.as_subclass(LazyResult)
        lazy.pending = (x, out)
        return lazy
