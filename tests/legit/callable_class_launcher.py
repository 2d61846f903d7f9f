# problem: level1/hardswish_nchw
# expect: ok
"""A launcher class with __call__, built in __init__ and called from forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    y = x * tl.minimum(tl.maximum(x + 3.0, 0.0), 6.0) / 6.0
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ElementwiseLauncher:
    def __init__(self, kernel, block: int = 1024, num_warps: int = 4):
        self.kernel = kernel
        self.block = block
        self.num_warps = num_warps

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self.kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block, num_warps=self.num_warps)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.hardswish = ElementwiseLauncher(hardswish_kernel, block=2048)

    def forward(self, x):
        return self.hardswish(x)
