# problem: level1/softplus_elementwise
# expect: ok
"""The kernel is registered as a PyTorch custom operator (torch.library.triton_op with
torch.library.wrap_triton), the way PyTorch documents for Triton kernels, and forward calls the
operator."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softplus_kernel(x_ptr, out_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    bv = v * beta
    r = tl.where(bv > threshold, v, tl.log(1.0 + tl.exp(bv)) / beta)
    tl.store(out_ptr + offs, r.to(out_ptr.dtype.element_ty), mask=m)


@torch.library.triton_op("anvil_legit::softplus", mutates_args=())
def softplus_op(x: torch.Tensor, beta: float, threshold: float) -> torch.Tensor:
    out = torch.empty_like(x)
    n = x.numel()
    torch.library.wrap_triton(softplus_kernel)[(triton.cdiv(n, 1024),)](x, out, n, beta, threshold, BLOCK=1024)
    return out


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta, self.threshold = beta, threshold

    def forward(self, x):
        return softplus_op(x.contiguous(), self.beta, self.threshold)
