# problem: level1/relu_elementwise
# expect: ok
"""A buffer read with .item() for a launch argument, inference_mode around the launch, an output
allocated with empty_strided and filled through copy_ of a kernel result."""
import functools
import operator

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_scaled(x_ptr, out_ptr, n, scale, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x * scale, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("scale", torch.tensor(1.0))

    def forward(self, x):
        n = functools.reduce(operator.mul, x.shape, 1)
        tmp = torch.empty_strided(x.shape, x.stride(), device=x.device, dtype=x.dtype)
        with torch.inference_mode():
            relu_scaled[(triton.cdiv(n, 512),)](x, tmp, n, float(self.scale.item()), BLOCK=512)
        out = torch.empty_like(x)
        out.copy_(tmp)
        return out
