# problem: level2/rotary_embedding
# expect: ok
"""Rotary embedding over (B, H, S, D) with the cos/sin buffers; the half-dimension loop is a
`tl.static_range` over two halves picked by a constexpr sign table (`tl.constexpr` globals), and
the grid is a lambda over META."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

HALVES = tl.constexpr(2)


@triton.jit
def rotary_kernel(x_ptr, cos_ptr, sin_ptr, y_ptr, S, D, half, BLOCK_S: tl.constexpr, BLOCK_H: tl.constexpr):
    bh = tl.program_id(0)
    rs = tl.program_id(1) * BLOCK_S + tl.arange(0, BLOCK_S)
    rh = tl.arange(0, BLOCK_H)
    m = (rs[:, None] < S) & (rh[None, :] < half)
    base = bh * S * D + rs[:, None] * D
    c = tl.load(cos_ptr + rs[:, None] * half + rh[None, :], mask=m, other=0.0)
    s = tl.load(sin_ptr + rs[:, None] * half + rh[None, :], mask=m, other=0.0)
    x1 = tl.load(x_ptr + base + rh[None, :], mask=m, other=0.0).to(tl.float32)
    x2 = tl.load(x_ptr + base + half + rh[None, :], mask=m, other=0.0).to(tl.float32)
    for i in tl.static_range(HALVES):
        if i == 0:
            out = x1 * c - x2 * s
        else:
            out = x2 * c + x1 * s
        tl.store(y_ptr + base + i * half + rh[None, :], out.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, seq, head_dim, base):
        super().__init__()
        half = head_dim // 2
        inv_freq = 1.0 / (base ** (torch.arange(half, dtype=torch.float32) / half))
        angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
        self.register_buffer("cos", torch.cos(angles), persistent=False)
        self.register_buffer("sin", torch.sin(angles), persistent=False)

    def forward(self, x):
        x = x.contiguous()
        B, H, S, D = x.shape
        half = D // 2
        y = torch.empty_like(x)
        cos = self.cos[:S].contiguous()
        sin = self.sin[:S].contiguous()
        BLOCK_H = triton.next_power_of_2(half)
        grid = lambda META: (B * H, triton.cdiv(S, META["BLOCK_S"]))
        rotary_kernel[grid](x, cos, sin, y, S, D, half, BLOCK_S=32, BLOCK_H=BLOCK_H)
        return y
