# problem: level1/sigmoid_elementwise
# expect: ok
"""Fixed form of an autograd Function that handed ctx to a helper which set ctx.block (a
helper's parameter may be any object): the helper returns the block, forward keeps it on ctx."""
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



def pick_block(n):
    return 1024 if n >= 1024 else triton.next_power_of_2(n)


class TritonSigmoid(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.block = pick_block(x.numel())
        y = launch_unary(x, 1, block=ctx.block)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y * (1 - y)


class ModelNew(nn.Module):
    def forward(self, x):
        return TritonSigmoid.apply(x)
