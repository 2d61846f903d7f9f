# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""An autograd Function whose forward launches a copy kernel and whose backward computes the ReLU
in PyTorch; ModelNew.forward runs backward itself and returns the gradient. anvil never calls
backward, so the gate judges forward only: calling .backward there is PyTorch compute."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class Passthrough(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return torch.relu(x) + 0 * grad


class ModelNew(nn.Module):
    def forward(self, x):
        with torch.enable_grad():
            leaf = x.detach().requires_grad_()
            Passthrough.apply(leaf).backward(torch.ones_like(x))
        return leaf.grad
