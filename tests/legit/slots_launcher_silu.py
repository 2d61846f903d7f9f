# problem: level1/silu_elementwise
# expect: ok
"""A small launcher class with `__slots__` holding its block size and warp count, stored on self."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (x * tl.sigmoid(x)).to(y_ptr.dtype.element_ty), mask=m)


class ElementwiseLauncher:
    __slots__ = ("block", "num_warps")

    def __init__(self, block=1024, num_warps=4):
        self.block = block
        self.num_warps = num_warps

    def run(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        silu_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block, num_warps=self.num_warps)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.launcher = ElementwiseLauncher(2048, 8)

    def forward(self, x):
        return self.launcher.run(x)
