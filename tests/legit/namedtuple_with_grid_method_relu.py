# problem: level1/relu_elementwise
# expect: ok
"""A `typing.NamedTuple` launch config that has its own `grid(n)` method and a `with_block`
classmethod; ModelNew keeps one on self."""
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Launch(NamedTuple):
    block: int = 1024
    num_warps: int = 4

    def grid(self, n: int) -> tuple[int]:
        return (triton.cdiv(n, self.block),)

    @classmethod
    def with_block(cls, block: int) -> "Launch":
        return cls(block=block, num_warps=8 if block >= 4096 else 4)


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask, other=0.0), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.launch = Launch.with_block(2048)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[self.launch.grid(n)](x, y, n, BLOCK=self.launch.block, num_warps=self.launch.num_warps)
        return y
