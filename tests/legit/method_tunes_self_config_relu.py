# problem: level1/relu_elementwise
# expect: ok
"""A module that keeps its config on self and tunes it through a private method
(self._tune(self.cfg, n))."""
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


class Cfg:
    pass


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = Cfg()
        self.cfg.block = 1024

    def _tune(self, cfg, n):
        cfg.block = min(4096, triton.next_power_of_2(max(n, 1)))

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self._tune(self.cfg, n)
        relu_kernel[(triton.cdiv(n, self.cfg.block),)](x, y, n, BLOCK=self.cfg.block)
        return y
