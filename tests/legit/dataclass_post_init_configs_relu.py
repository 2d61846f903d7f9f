# problem: level1/relu_elementwise
# expect: ok
"""A `@dataclass` launch config with `field(default_factory=...)` and a `__post_init__` that
derives `num_warps` and writes it on self; forward picks a config from a dict of them."""
import dataclasses
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


@dataclass
class LaunchConfig:
    block: int = 1024
    num_warps: int = 0
    tags: list = field(default_factory=list)

    def __post_init__(self):
        if self.num_warps == 0:
            self.num_warps = 8 if self.block >= 2048 else 4


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.configs = {"small": LaunchConfig(512), "large": LaunchConfig(4096)}

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cfg = self.configs["large" if n >= (1 << 20) else "small"]
        relu_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block, num_warps=cfg.num_warps)
        return y
