# problem: level1/relu_elementwise
# expect: ok
"""A module-level config instance `CONFIG = Tuning()` whose fields are adjusted in ModelNew's
`__init__` (`CONFIG.block = 2048`) and read in forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class Tuning:
    def __init__(self):
        self.block = 1024
        self.num_warps = 4


CONFIG = Tuning()

@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        CONFIG.block = 2048
        CONFIG.num_warps = 8

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, CONFIG.block),)](x, y, n, BLOCK=CONFIG.block, num_warps=CONFIG.num_warps)
        return y
