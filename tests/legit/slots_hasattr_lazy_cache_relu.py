# problem: level1/relu_elementwise
# expect: ok
"""A `__slots__` helper class for launch parameters, and a lazily built per-size cache on the
module, checked with `hasattr(self, "_cache")`."""
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


class LaunchParams:
    __slots__ = ("block", "grid", "num_warps")

    def __init__(self, block, grid, num_warps):
        self.block = block
        self.grid = grid
        self.num_warps = num_warps


class ModelNew(nn.Module):
    def _params(self, n: int) -> LaunchParams:
        if not hasattr(self, "_cache"):
            self._cache = {}
        if n not in self._cache:
            block = 2048
            self._cache[n] = LaunchParams(block, (triton.cdiv(n, block),), 8)
        return self._cache[n]

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        p = self._params(n)
        relu_kernel[p.grid](x, y, n, BLOCK=p.block, num_warps=p.num_warps)
        return y
