# problem: level1/softplus_elementwise
# expect: ok
"""torch.library.custom_op, PyTorch's recommended wrapper for an opaque kernel since 2.4: the
operator's body launches the Triton kernel, and register_fake gives its output for tracing."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softplus_kernel(x_ptr, out_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    bx = x * beta
    y = tl.where(bx > threshold, x, tl.log(1 + tl.exp(bx)) / beta)
    tl.store(out_ptr + offs, y.to(out_ptr.dtype.element_ty), mask=m)


@torch.library.custom_op("anvil_legit::softplus", mutates_args=())
def softplus(x: torch.Tensor, beta: float, threshold: float) -> torch.Tensor:
    x = x.contiguous()
    out = torch.empty_like(x)
    n = x.numel()
    softplus_kernel[(triton.cdiv(n, 1024),)](x, out, n, beta, threshold, BLOCK=1024)
    return out


@softplus.register_fake
def _(x, beta, threshold):
    return torch.empty_like(x)


class ModelNew(nn.Module):
    def __init__(self, beta: float = 1.0, threshold: float = 20.0):
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    def forward(self, x):
        return softplus(x, self.beta, self.threshold)
