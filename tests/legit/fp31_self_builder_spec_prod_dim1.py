# problem: level1/prod_dim1
# expect: ok
"""Product over dim 1; the launch spec is an immutable builder whose `with_*` methods return
`typing.Self` (`KernelSpec().with_block(...).with_warps(...)`), and the 2-D grid is a lambda over META."""
from __future__ import annotations

from typing import Self

import torch
import torch.nn as nn
import triton
import triton.language as tl


class KernelSpec:
    __slots__ = ("block_i", "num_warps")

    def __init__(self, block_i: int = 64, num_warps: int = 4) -> None:
        self.block_i = block_i
        self.num_warps = num_warps

    def with_block(self, block_i: int) -> Self:
        return type(self)(block_i, self.num_warps)

    def with_warps(self, num_warps: int) -> Self:
        return type(self)(self.block_i, num_warps)


@triton.jit
def prod_dim1_kernel(x_ptr, y_ptr, R, I, BLOCK_I: tl.constexpr):
    b = tl.program_id(1).to(tl.int64)
    ri = tl.program_id(0) * BLOCK_I + tl.arange(0, BLOCK_I)
    mask = ri < I
    acc = tl.full([BLOCK_I], 1.0, tl.float32)
    base = x_ptr + b * R * I + ri
    for r in range(0, R):
        acc *= tl.load(base + r * I, mask=mask, other=1.0).to(tl.float32)
    tl.store(y_ptr + b * I + ri, acc.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.spec = KernelSpec().with_block(256).with_warps(4)

    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        y = torch.empty((B, I), device=x.device, dtype=x.dtype)
        spec = self.spec if I >= self.spec.block_i else self.spec.with_block(max(16, triton.next_power_of_2(I)))
        grid = lambda META: (triton.cdiv(I, META["BLOCK_I"]), B)
        prod_dim1_kernel[grid](x, y, R, I, BLOCK_I=spec.block_i, num_warps=spec.num_warps)
        return y
