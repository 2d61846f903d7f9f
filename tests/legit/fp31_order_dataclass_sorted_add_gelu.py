# problem: level2/add_gelu
# expect: ok
"""gelu(x + y, tanh) with launch configs as an `@dataclass(order=True)` sorted once at import;
forward takes the smallest config whose block covers a row (`min` over a generator, with default)."""
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(order=True, frozen=True)
class TileConfig:
    block: int
    num_warps: int = field(default=4, compare=False)


CONFIGS = sorted([TileConfig(4096, 8), TileConfig(512, 2), TileConfig(1024, 4), TileConfig(2048, 4)])


@triton.jit
def add_gelu_kernel(x_ptr, y_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        a = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(y_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
        h = a + b
        inner = 0.7978845608028654 * (h + 0.044715 * h * h * h)
        e = tl.exp(-2.0 * tl.abs(inner))
        t = (1.0 - e) / (1.0 + e)
        t = tl.where(inner < 0, -t, t)
        tl.store(out_ptr + row * n_cols + cols, (0.5 * h * (1.0 + t)).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        n_cols = x.shape[-1]
        x2 = x.contiguous().view(-1, n_cols)
        y2 = y.contiguous().view(-1, n_cols)
        out = torch.empty_like(x2)
        cfg = min((c for c in CONFIGS if c.block >= n_cols), default=CONFIGS[-1])
        add_gelu_kernel[(x2.shape[0],)](x2, y2, out, n_cols, BLOCK=cfg.block, num_warps=cfg.num_warps)
        return out.view(x.shape)
