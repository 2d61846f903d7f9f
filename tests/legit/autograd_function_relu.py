# problem: level1/relu_elementwise
# expect: ok
"""torch.autograd.Function wrapping the Triton launch; backward launches a second kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_fwd_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(y_ptr + offsets, tl.where(x > 0, x, 0.0), mask=mask)


@triton.jit
def relu_bwd_kernel(x_ptr, g_ptr, dx_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    g = tl.load(g_ptr + offsets, mask=mask)
    tl.store(dx_ptr + offsets, tl.where(x > 0, g, 0.0), mask=mask)


class TritonReLUFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
        relu_fwd_kernel[grid](x, y, n, BLOCK_SIZE=1024)
        ctx.save_for_backward(x)
        return y

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        grad_out = grad_out.contiguous()
        dx = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
        relu_bwd_kernel[grid](x, grad_out, dx, n, BLOCK_SIZE=1024)
        return dx


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return TritonReLUFunction.apply(x)
