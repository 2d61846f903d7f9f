# problem: level1/relu_elementwise
# expect: ok
"""__init__ delegating to a module-level helper that sets attributes on the
module it is handed (_configure(self))."""
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


def _configure(module):
    module.block = 1024
    module.num_warps = 4


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        _configure(self)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block, num_warps=self.num_warps)
        return y
