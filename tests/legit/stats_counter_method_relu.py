# problem: level1/relu_elementwise
# expect: ok
"""A stats object updated through a method taking it as a parameter."""
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


class Stats:
    def __init__(self):
        self.calls = 0


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.stats = Stats()

    def _bump(self, stats, n):
        stats.calls = stats.calls + 1
        stats.last_n = n

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self._bump(self.stats, n)
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
