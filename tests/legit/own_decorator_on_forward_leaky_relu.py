# problem: level1/leaky_relu_elementwise
# expect: ok
"""forward is wrapped by the file's own `@contiguous_inputs` decorator (functools.wraps), which
makes every tensor argument contiguous before calling it."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


def contiguous_inputs(fn):
    @functools.wraps(fn)
    def wrapper(self, *args):
        return fn(self, *[a.contiguous() if isinstance(a, torch.Tensor) else a for a in args])
    return wrapper


@triton.jit
def leaky_relu_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.where(x >= 0, x, x * slope), mask=m)


class ModelNew(nn.Module):
    def __init__(self, negative_slope):
        super().__init__()
        self.negative_slope = float(negative_slope)

    @contiguous_inputs
    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        leaky_relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.negative_slope, BLOCK=1024)
        return y
