# problem: level1/relu_elementwise
# expect: ok
"""`BLOCK: ClassVar[int] = 2048` on the launcher class and a `__repr__` for debugging, as models
write for small helper classes."""
from typing import ClassVar

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask, other=0.0), 0.0), mask=mask)


class ReluLauncher:
    BLOCK: ClassVar[int] = 2048

    def __init__(self, num_warps: int = 4):
        self.num_warps = num_warps

    def __repr__(self) -> str:
        return f"ReluLauncher(BLOCK={self.BLOCK}, num_warps={self.num_warps})"

    def launch(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, self.BLOCK),)](x, y, n, BLOCK=self.BLOCK, num_warps=self.num_warps)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.launcher = ReluLauncher()

    def forward(self, x):
        return self.launcher.launch(x)
