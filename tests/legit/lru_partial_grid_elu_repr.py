# problem: level1/elu_elementwise
# expect: ok
"""An `functools.lru_cache`'d grid helper, the kernel bound with `functools.partial` of its
launch options, `num_warps` computed from the block size, a `tl.where` chain and
`__repr__`/`extra_repr` on the module."""
import functools
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _elu_kernel(x_ptr, y_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    neg = alpha * (tl.exp(tl.minimum(x, 0.0)) - 1.0)
    y = tl.where(x > 0, x, tl.where(x == 0, 0.0, neg))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


@functools.lru_cache(maxsize=64)
def _grid(n: int, block: int) -> tuple:
    return (math.ceil(n / block),)


def _warps_for(block: int) -> int:
    return max(1, min(8, block // 256))


class ModelNew(nn.Module):
    def __init__(self, alpha: float) -> None:
        super().__init__()
        self.alpha = float(alpha)
        self.block = 1024

    def extra_repr(self) -> str:
        return f"alpha={self.alpha}, block={self.block}"

    def __repr__(self) -> str:
        return f"ModelNew({self.extra_repr()})"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        run = functools.partial(_elu_kernel[_grid(n, self.block)], num_warps=_warps_for(self.block))
        run(x, y, n, self.alpha, BLOCK=self.block)
        return y
