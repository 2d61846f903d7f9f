# problem: level1/leaky_relu_elementwise
# expect: ok
"""Kernels are picked from a module-level dict (masked vs unmasked variant) and launched as
`KERNELS[key][grid](...)`: the kernel names never appear inside forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def leaky_relu_even(x_ptr, out_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, tl.where(x >= 0, x, x * slope))


@triton.jit
def leaky_relu_masked(x_ptr, out_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.where(x >= 0, x, x * slope), mask=mask)


KERNELS = {True: leaky_relu_even, False: leaky_relu_masked}
BLOCK = 512


class ModelNew(nn.Module):
    def __init__(self, negative_slope):
        super().__init__()
        self.slope = float(negative_slope)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        KERNELS[n % BLOCK == 0][(triton.cdiv(n, BLOCK),)](x, out, n, self.slope, BLOCK=BLOCK)
        return out
