# problem: level1/softplus_elementwise
# expect: ok
"""The kernel is made with a call, `softplus_kernel = triton.jit(_softplus)`, not a decorator;
beta and threshold come from the constructor."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _softplus(x_ptr, out_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    bx = beta * x
    soft = tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) / beta
    tl.store(out_ptr + offs, tl.where(bx > threshold, x, soft), mask=mask)


softplus_kernel = triton.jit(_softplus)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta = float(beta)
        self.threshold = float(threshold)

    def forward(self, x):
        out = torch.empty_like(x)
        softplus_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), self.beta, self.threshold,
                                                         BLOCK=1024)
        return out
