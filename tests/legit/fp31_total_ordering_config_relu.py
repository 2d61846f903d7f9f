# problem: level1/relu_elementwise
# expect: ok
"""ReLU whose launch configs are a `functools.total_ordering` class (only `__eq__` and `__lt__`
written); forward picks `max()` of the configs that fit the input."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@functools.total_ordering
class LaunchConfig:
    def __init__(self, block: int, num_warps: int):
        self.block = block
        self.num_warps = num_warps

    def __eq__(self, other):
        if not isinstance(other, LaunchConfig):
            return NotImplemented
        return (self.block, self.num_warps) == (other.block, other.num_warps)

    def __lt__(self, other):
        if not isinstance(other, LaunchConfig):
            return NotImplemented
        return (self.block, self.num_warps) < (other.block, other.num_warps)

    def __hash__(self):
        return hash((self.block, self.num_warps))


CONFIGS = (LaunchConfig(256, 2), LaunchConfig(1024, 4), LaunchConfig(4096, 8))


@triton.jit
def relu_kernel(x_ptr, y_ptr, n_elements, BLOCK: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        if n == 0:
            return y
        fitting = [c for c in CONFIGS if c.block <= max(256, n)]
        cfg = max(fitting)
        assert cfg >= CONFIGS[0]
        relu_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block, num_warps=cfg.num_warps)
        return y
