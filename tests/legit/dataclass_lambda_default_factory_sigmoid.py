# problem: level1/sigmoid_elementwise
# expect: ok
"""A `@dataclass` whose launcher field defaults through `field(default_factory=lambda:
SigmoidLauncher(block=512))`; forward calls `self.kernels.act.sigmoid(x)`. Refused as torch
compute (the lambda's result was not read as the file's object) until false-positive probe 25."""
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, tl.sigmoid(x).to(y_ptr.dtype.element_ty), mask=m)


class SigmoidLauncher:
    def __init__(self, block: int) -> None:
        self.block = block

    def sigmoid(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _sigmoid_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block)
        return y


@dataclass
class Kernels:
    act: SigmoidLauncher = field(default_factory=lambda: SigmoidLauncher(block=512))


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.kernels = Kernels()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.kernels.act.sigmoid(x)
