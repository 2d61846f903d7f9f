# problem: level1/relu_elementwise
# expect: ok
"""ReLU with glue taken as values: bound `x.contiguous().view` and `x.new_empty`, `functools.reduce(operator.mul, x.shape, 1)`, `sorted(..., key=torch.Tensor.numel)` and `map(torch.Tensor.size, ...)`."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl
import functools, operator

@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)

class ModelNew(nn.Module):
    def forward(self, x):
        flat = x.contiguous().view
        alloc = x.new_empty
        n = functools.reduce(operator.mul, x.shape, 1)
        shapes = sorted([x], key=torch.Tensor.numel)
        dims = list(map(torch.Tensor.size, [x]))
        xc = flat(-1)
        y = alloc(xc.shape)
        relu_kernel[(triton.cdiv(n, 256),)](xc, y, n, BLOCK=256)
        return y.view(x.shape)

