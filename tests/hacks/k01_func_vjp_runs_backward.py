# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""autograd.Function's backward is left out of what forward reaches, and only `.backward(` counts
as compute; torch.func.vjp (not refused: torch.func is neither compute nor a forbidden submodule
to the gate) runs backward without naming it.
Refused: deeper torch names the gate does not know are compute (torch.func.vjp)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class Fn(torch.autograd.Function):
    @staticmethod
    def forward(x):
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return torch.relu(x)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        _, pull = torch.func.vjp(Fn.apply, x)
        (g,) = pull(torch.empty_like(x))
        return g
