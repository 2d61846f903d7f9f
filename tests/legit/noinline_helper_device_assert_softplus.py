# problem: level1/softplus_elementwise
# expect: ok
"""Softplus with a @triton.jit(noinline=True) scalar helper and tl.device_assert on the launch's size
argument; the grid from itertools-free math."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(noinline=True)
def _reciprocal(beta):  # Triton 3.6 passes only scalars to a noinline function
    return 1.0 / beta


@triton.jit
def _softplus(x, beta, threshold):
    bx = x * beta
    return tl.where(bx > threshold, x, tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) * _reciprocal(beta))


@triton.jit
def softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    tl.device_assert(n > 0, "empty input")
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, _softplus(tl.load(x_ptr + offs, mask=m), beta, threshold), mask=m)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta, self.threshold = float(beta), float(threshold)

    def forward(self, x):
        x = x.to(memory_format=torch.contiguous_format)
        y = torch.empty_like(x)
        n = x.numel()
        softplus_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.beta, self.threshold, BLOCK=1024)
        return y
