# problem: level1/sum_dim1
# expect: ok
"""A typed module-level wrapper with an Optional[torch.Tensor] out= argument (allocated when None),
used by forward; the kernel sums over dim 1 with strides."""
from typing import Optional

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_dim1_kernel(x_ptr, out_ptr, R, I, s0, s1, s2, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    ib = tl.program_id(1)
    offs = ib * BLOCK_I + tl.arange(0, BLOCK_I)
    m = offs < I
    acc = tl.zeros([BLOCK_I], dtype=tl.float32)
    for r in range(R):
        acc += tl.load(x_ptr + b * s0 + r * s1 + offs * s2, mask=m, other=0.0).to(tl.float32)
    tl.store(out_ptr + b * I + offs, acc, mask=m)


def sum_dim1(x: torch.Tensor, out: Optional[torch.Tensor] = None) -> torch.Tensor:
    B, R, I = x.shape
    if out is None:
        out = torch.empty((B, I), device=x.device, dtype=x.dtype)
    BLOCK_I = 32
    sum_dim1_kernel[(B, triton.cdiv(I, BLOCK_I))](x, out, R, I, *x.stride(), BLOCK_I=BLOCK_I)
    return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return sum_dim1(x)
