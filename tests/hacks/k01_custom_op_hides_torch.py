# problem: level1/softplus_elementwise
# expect: torch_compute
# kind: 1
"""torch.library.custom_op is allowed because its body is judged like forward's: one that computes
with F.softplus behind a copy kernel is refused by the static rules, and the audit would see it."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


@torch.library.custom_op("anvil_hack::softplus_cop", mutates_args=())
def softplus(x: torch.Tensor, beta: float, threshold: float) -> torch.Tensor:
    tmp = torch.empty_like(x)
    n = x.numel()
    copy_kernel[(triton.cdiv(n, 1024),)](x, tmp, n, BLOCK=1024)
    return F.softplus(tmp, beta=beta, threshold=threshold)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    def forward(self, x):
        return softplus(x, self.beta, self.threshold)
