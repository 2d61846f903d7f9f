# problem: level1/rmsnorm_rows
# expect: ok
"""Host arithmetic with functools.reduce(operator.mul, ...) to count rows of an N-D input, and
tl.math.rsqrt from the triton.language.math namespace."""
import functools
import operator

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, out_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    r = tl.math.rsqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(out_ptr + row * n_cols + cols, (x * r * w).to(out_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        cols = x.shape[-1]
        rows = functools.reduce(operator.mul, x.shape[:-1], 1)
        x2 = x.contiguous().view(rows, cols)
        out = torch.empty_like(x2)
        rmsnorm_kernel[(rows,)](x2, self.weight, out, cols, float(self.eps), BLOCK=triton.next_power_of_2(cols))
        return out.view(x.shape)
