# problem: level1/relu_elementwise
# expect: ok
"""Launchers kept as a tuple of the file's objects on self; `for i, l in enumerate(self.launchers)`
tags each with its index (`l.index = i`). Refused by the gate until false-positive probe 21."""
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


class Launcher:
    def __init__(self, block):
        self.block = block
        self.index = -1

    def __call__(self, x, y, n):
        relu_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.launchers = (Launcher(1024), Launcher(4096))
        for i, l in enumerate(self.launchers):
            l.index = i

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self.launchers[1 if n >= (1 << 20) else 0](x, y, n)
        return y
