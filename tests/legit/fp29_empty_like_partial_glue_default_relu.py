# problem: level1/relu_elementwise
# expect: ok
"""ReLU with the allocator taken as a value: a helper's default `alloc=torch.empty_like` and a
`functools.partial(torch.empty, ...)`, both glue."""
import functools
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=mask)


def _relu(x, alloc=torch.empty_like):
    y = alloc(x)
    n = x.numel()
    _relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
    return y


class ModelNew(nn.Module):
    def forward(self, x):
        make = functools.partial(torch.empty, device=x.device, dtype=x.dtype)
        y = _relu(x.contiguous())
        out = make(y.shape)
        out.copy_(y)
        return out
