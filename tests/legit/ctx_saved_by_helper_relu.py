# problem: level1/relu_elementwise
# expect: ok
"""An autograd Function whose forward hands ctx to a helper that stores the
launch settings on it (_save(ctx, n, block)), as Liger-style code does."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


@triton.jit
def relu_bwd_kernel(x_ptr, g_ptr, dx_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    tl.store(dx_ptr + offs, tl.where(x > 0, g, 0.0), mask=m)


def _save(ctx, n, block):
    ctx.n = n
    ctx.block = block


class TritonReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        block = 1024
        relu_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        ctx.save_for_backward(x)
        _save(ctx, n, block)
        return y

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        grad = grad.contiguous()
        dx = torch.empty_like(x)
        relu_bwd_kernel[(triton.cdiv(ctx.n, ctx.block),)](x, grad, dx, ctx.n, BLOCK=ctx.block)
        return dx


class ModelNew(nn.Module):
    def forward(self, x):
        return TritonReLU.apply(x)
