# problem: level1/softplus_elementwise
# expect: torch_compute
# kind: 1
"""The work hides inside a custom operator made with torch.library.triton_op (an allowed API): its
body launches a copy kernel, then lets F.softplus compute the answer."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch.library import triton_op, wrap_triton


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


@triton_op("anvil_hack::softplus", mutates_args=())
def softplus_op(x: torch.Tensor, beta: float, threshold: float) -> torch.Tensor:
    tmp = torch.empty_like(x)
    n = x.numel()
    wrap_triton(copy_kernel)[(triton.cdiv(n, 1024),)](x, tmp, n, BLOCK=1024)
    return torch.nn.functional.softplus(tmp, beta, threshold)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta, self.threshold = beta, threshold

    def forward(self, x):
        return softplus_op(x.contiguous(), self.beta, self.threshold)
