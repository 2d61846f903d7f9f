# problem: level1/softplus_elementwise
# expect: ok
"""softplus with beta/threshold; ModelNew defines __repr__ and a @property for the launch block;
the kernel uses the log(1 + exp(-|z|)) + max(z, 0) stable form."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    z = x * beta
    soft = (tl.maximum(z, 0.0) + tl.log(1.0 + tl.exp(-tl.abs(z)))) / beta
    y = tl.where(z > threshold, x, soft)
    tl.store(y_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    @property
    def block(self) -> int:
        return 1024

    def __repr__(self) -> str:
        return f"ModelNew(beta={self.beta}, threshold={self.threshold}, block={self.block})"

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        softplus_kernel[(triton.cdiv(n, self.block),)](x, y, n, float(self.beta), float(self.threshold),
                                                       BLOCK=self.block)
        return y
