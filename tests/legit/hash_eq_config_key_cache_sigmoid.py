# problem: level1/sigmoid_elementwise
# expect: ok
"""A small config class with hand-written `__eq__`/`__hash__`, used as the key of a per-module
cache of launch grids."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=mask)


class Key:
    def __init__(self, n: int, block: int):
        self.n = n
        self.block = block

    def __eq__(self, other):
        return isinstance(other, Key) and (self.n, self.block) == (other.n, other.block)

    def __hash__(self):
        return hash((self.n, self.block))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.grids = {}

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        key = Key(n, 1024)
        if key not in self.grids:
            self.grids[key] = (triton.cdiv(n, key.block),)
        sigmoid_kernel[self.grids[key]](x, y, n, BLOCK=key.block)
        return y
