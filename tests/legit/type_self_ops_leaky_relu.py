# problem: level1/leaky_relu_elementwise
# expect: ok
"""The launcher object is a class attribute and forward reaches it with `type(self).ops.leaky_relu(x, s)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def leaky_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x > 0, x, x * slope), mask=mask)


class LeakyOps:
    def leaky_relu(self, x, slope):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        leaky_kernel[(triton.cdiv(n, 1024),)](x, y, n, slope, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    ops = LeakyOps()

    def __init__(self, negative_slope):
        super().__init__()
        self.negative_slope = float(negative_slope)

    def forward(self, x):
        return type(self).ops.leaky_relu(x, self.negative_slope)
