# problem: level1/sum_dim1
# expect: ok
"""Sum over dim 1 of (batch, reduce, inner): a frozen dataclass config takes the inner size as an
`InitVar` and fills its derived block in `__post_init__` with `object.__setattr__`."""
import dataclasses
from dataclasses import InitVar, dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(frozen=True)
class SumConfig:
    inner: InitVar[int]
    block_r: int = 32
    block_i: int = dataclasses.field(init=False, default=0)

    def __post_init__(self, inner: int) -> None:
        object.__setattr__(self, "block_i", min(128, max(16, triton.next_power_of_2(inner))))


@triton.jit
def sum_dim1_kernel(x_ptr, y_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    ri = tl.program_id(1) * BLOCK_I + tl.arange(0, BLOCK_I)
    acc = tl.zeros([BLOCK_R, BLOCK_I], tl.float32)
    base = x_ptr + b * R * I
    for r0 in range(0, R, BLOCK_R):
        rr = r0 + tl.arange(0, BLOCK_R)
        mask = (rr[:, None] < R) & (ri[None, :] < I)
        acc += tl.load(base + rr[:, None].to(tl.int64) * I + ri[None, :], mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + b * I + ri, tl.sum(acc, 0).to(y_ptr.dtype.element_ty), mask=ri < I)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        cfg = SumConfig(I)
        y = x.new_empty((B, I))
        sum_dim1_kernel[(B, triton.cdiv(I, cfg.block_i))](x, y, R, I, BLOCK_R=cfg.block_r, BLOCK_I=cfg.block_i)
        return y
