# problem: level1/rmsnorm_rows
# expect: ok
"""RMSNorm with tl.math.rsqrt; a dataclass config with a field(default_factory=...) list of
candidate warps, the first that fits chosen in forward."""
from dataclasses import dataclass, field
from typing import List

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass
class RMSNormConfig:
    max_block: int = 32768
    warps: List[int] = field(default_factory=lambda: [1, 2, 4, 8, 16])

    def warps_for(self, block: int) -> int:
        for w in self.warps:
            if block <= 256 * w:
                return w
        return self.warps[-1]


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, row_stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * row_stride + cols, mask=mask, other=0.0).to(tl.float32)
    ms = tl.sum(x * x, axis=0) / n_cols
    r = tl.math.rsqrt(ms + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * row_stride + cols, x * r * w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)
        self.cfg = RMSNormConfig()

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        block = triton.next_power_of_2(cols)
        assert block <= self.cfg.max_block, f"row of {cols} too wide for a single block"
        y = torch.empty_like(x)
        rmsnorm_kernel[(rows,)](x, self.weight, y, x.stride(0), cols, self.eps,
                                BLOCK=block, num_warps=self.cfg.warps_for(block))
        return y
