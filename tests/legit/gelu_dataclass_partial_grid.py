# problem: level1/gelu_exact
# expect: ok
"""Exact (erf) GELU. The launch configuration is a dataclass with a field(default_factory=...)
and a __post_init__ check; the grid is a functools.partial of a module-level grid function."""
import functools
import math
from dataclasses import dataclass, field
from typing import Dict

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass
class GeluConfig:
    block_size: int = 1024
    num_warps: int = 4
    extra: Dict[str, int] = field(default_factory=dict)

    def __post_init__(self):
        if self.block_size & (self.block_size - 1):
            raise ValueError(f"block_size must be a power of two, got {self.block_size}")


def _grid(n_elements, meta):
    return (triton.cdiv(n_elements, meta["BLOCK_SIZE"]),)


@triton.jit
def gelu_erf_kernel(x_ptr, y_ptr, n_elements, inv_sqrt2, BLOCK_SIZE: tl.constexpr):
    offs = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.math.erf(x * inv_sqrt2))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.config = GeluConfig(block_size=256)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = functools.partial(_grid, n)
        gelu_erf_kernel[grid](x, y, n, 1.0 / math.sqrt(2.0), BLOCK_SIZE=self.config.block_size,
                              num_warps=self.config.num_warps)
        return y
