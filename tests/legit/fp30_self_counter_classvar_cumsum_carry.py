# problem: level1/cumsum_rows
# expect: ok
"""Row cumsum: a carry loop over column blocks with tl.cumsum inside each block; ModelNew counts its
calls with `self.calls += 1` in forward and keeps per-width block sizes in a `ClassVar` table."""
from typing import ClassVar

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_carry_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    carry = tl.zeros([1], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        v = tl.load(x_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
        c = tl.cumsum(v, 0) + carry
        tl.store(y_ptr + row * N + cols, c.to(y_ptr.dtype.element_ty), mask=m)
        carry += tl.sum(v, 0)


class ModelNew(nn.Module):
    BLOCKS: ClassVar[dict[str, int]] = {"narrow": 128, "wide": 1024}

    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        x = x.contiguous()
        n = x.shape[-1]
        block = self.BLOCKS["narrow" if n <= 128 else "wide"]
        y = torch.empty_like(x)
        cumsum_carry_kernel[(x.numel() // n,)](x, y, n, BLOCK=block)
        return y
