# problem: level1/relu_elementwise
# expect: ok
"""torch.autograd.Function with @torch.amp.custom_fwd / @torch.amp.custom_bwd (the AMP-safe way
to write a custom op, as flash-attn/unsloth kernels do)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_fwd_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
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


class TritonReLU(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd(device_type="cuda")
    def forward(ctx, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_fwd_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        ctx.save_for_backward(x)
        return y

    @staticmethod
    @torch.amp.custom_bwd(device_type="cuda")
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        grad = grad.contiguous()
        dx = torch.empty_like(x)
        n = x.numel()
        relu_bwd_kernel[(triton.cdiv(n, 1024),)](x, grad, dx, n, BLOCK=1024)
        return dx


class ModelNew(nn.Module):
    def forward(self, x):
        return TritonReLU.apply(x)
