# problem: level1/tanh_elementwise
# expect: ok
"""An autograd Function whose forward calls `ctx.set_materialize_grads(False)`, stores the output
for backward and reads `ctx.needs_input_grad` in backward; the launch lives in a module-level helper."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_fwd_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    a = tl.abs(x)
    e = tl.exp(-2.0 * a)
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x < 0, -t, t).to(y_ptr.dtype.element_ty), mask=m)


def _launch_tanh(x):
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    tanh_fwd_kernel[(triton.cdiv(n, 2048),)](x, y, n, BLOCK=2048, num_warps=8)
    return y


class TritonTanh(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        y = _launch_tanh(x)
        ctx.save_for_backward(y)
        ctx.shape = tuple(x.shape)
        return y

    @staticmethod
    def backward(ctx, gy):
        if gy is None or not ctx.needs_input_grad[0]:
            return None
        (y,) = ctx.saved_tensors
        return gy * (1 - y * y)


class ModelNew(nn.Module):
    def forward(self, x):
        return TritonTanh.apply(x)
