# problem: level1/relu_elementwise
# expect: ok
"""A launch config object tuned by a helper it is handed (tune(cfg, n)), the way
completions split heuristics out of forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class LaunchConfig:
    def __init__(self):
        self.block = 1024
        self.num_warps = 4


def tune(cfg, n):
    cfg.block = min(4096, triton.next_power_of_2(max(n, 1)))
    cfg.num_warps = 8 if cfg.block >= 2048 else 4


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cfg = LaunchConfig()
        tune(cfg, n)
        relu_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block, num_warps=cfg.num_warps)
        return y
