# problem: level1/gelu_exact
# expect: ok
"""A class-level cache of block sizes per row length, read and filled through `type(self)` so a
subclass would get its own entries: `type(self)._BLOCK_CACHE`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    _BLOCK_CACHE: dict = {}

    def _block_for(self, n: int) -> int:
        cache = type(self)._BLOCK_CACHE
        if n not in cache:
            cache[n] = min(4096, max(128, triton.next_power_of_2(n // 64)))
        return cache[n]

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        block = self._block_for(n)
        gelu_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        return y
