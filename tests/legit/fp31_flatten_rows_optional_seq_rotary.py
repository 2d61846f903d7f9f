# problem: level2/rotary_embedding
# expect: ok
"""Rotary embedding with the cos/sin tables built in `__init__` exactly as the reference does and
kept as buffers; x is flattened to (b*h*s, d) rows, and forward takes an `Optional[int]` offset."""
from typing import Optional, TypeAlias

import torch
import torch.nn as nn
import triton
import triton.language as tl

Tensor: TypeAlias = torch.Tensor


@triton.jit
def rope_kernel(x_ptr, cos_ptr, sin_ptr, y_ptr, S, HALF, offset, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    pos = (row % S) + offset
    c = tl.arange(0, BLOCK)
    m = c < HALF
    base = row * 2 * HALF
    x1 = tl.load(x_ptr + base + c, mask=m, other=0.0).to(tl.float32)
    x2 = tl.load(x_ptr + base + HALF + c, mask=m, other=0.0).to(tl.float32)
    cs = tl.load(cos_ptr + pos * HALF + c, mask=m, other=0.0)
    sn = tl.load(sin_ptr + pos * HALF + c, mask=m, other=0.0)
    tl.store(y_ptr + base + c, (x1 * cs - x2 * sn).to(y_ptr.dtype.element_ty), mask=m)
    tl.store(y_ptr + base + HALF + c, (x2 * cs + x1 * sn).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, seq, head_dim, base):
        super().__init__()
        half = head_dim // 2
        inv_freq = 1.0 / base ** (torch.arange(half, dtype=torch.float32) / half)
        angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
        self.register_buffer("cos", torch.cos(angles), persistent=False)
        self.register_buffer("sin", torch.sin(angles), persistent=False)

    def forward(self, x: Tensor, offset: Optional[int] = None) -> Tensor:
        start = 0 if offset is None else int(offset)
        s, d = x.shape[-2], x.shape[-1]
        assert start + s <= self.cos.shape[0], "sequence longer than the rotary tables"
        rows = x.contiguous().flatten(0, -2)
        y = torch.empty_like(rows)
        half = d // 2
        rope_kernel[(rows.shape[0],)](rows, self.cos, self.sin, y, s, half, start,
                                      BLOCK=triton.next_power_of_2(half))
        return y.view(x.shape)
