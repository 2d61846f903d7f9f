# problem: level1/tanh_elementwise
# expect: ok
"""An autograd Function's apply bound to a module-level name (triton_tanh = TritonTanh.apply), ctx attributes set in forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def unary_kernel(x_ptr, y_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    if OP == 0:
        y = tl.maximum(x, 0.0)
    elif OP == 1:
        y = 1.0 / (1.0 + tl.exp(-x))
    elif OP == 2:
        e = tl.exp(-2.0 * tl.abs(x))
        t = (1.0 - e) / (1.0 + e)
        y = tl.where(x >= 0, t, -t)
    else:
        y = x / (1.0 + tl.exp(-x))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


def launch_unary(x, op, block=1024):
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    unary_kernel[(triton.cdiv(n, block),)](x, y, n, OP=op, BLOCK=block)
    return y


class TritonTanh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = launch_unary(x, 2)
        ctx.save_for_backward(y)
        ctx.in_dtype, ctx.in_shape = x.dtype, x.shape
        return y

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return (g * (1 - y * y)).to(ctx.in_dtype)


triton_tanh = TritonTanh.apply


class ModelNew(nn.Module):
    def forward(self, x):
        return triton_tanh(x)
