# problem: level1/sigmoid_elementwise
# expect: ok
"""Launch options kept in a dataclass and splatted with **dataclasses.asdict(cfg); the positional
arguments built as a tuple and splatted with *args."""
import dataclasses

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclasses.dataclass
class Meta:
    BLOCK: int = 1024
    num_warps: int = 4


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.sigmoid(x.to(tl.float32)), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.meta = Meta()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        args = (x, y, n)
        grid = (triton.cdiv(n, self.meta.BLOCK),)
        sigmoid_kernel[grid](*args, **dataclasses.asdict(self.meta))
        return y
