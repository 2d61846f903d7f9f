# problem: level1/relu_elementwise
# expect: ok
"""An autograd Function whose forward carries Liger-Kernel's `ensure_contiguous` decorator (a
wrapper that makes tensor arguments contiguous and hands the context on) and keeps a launch
setting on the context (ctx.n)."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


def ensure_contiguous(fn):
    @functools.wraps(fn)
    def wrapper(ctx, *args, **kwargs):
        def maybe_to_contiguous(x):
            return x.contiguous() if isinstance(x, torch.Tensor) else x
        args = [maybe_to_contiguous(a) for a in args]
        return fn(ctx, *args, **kwargs)
    return wrapper


class Relu(torch.autograd.Function):
    @staticmethod
    @ensure_contiguous
    def forward(ctx, x):
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        ctx.n = n
        return out


class ModelNew(nn.Module):
    def forward(self, x):
        return Relu.apply(x)
