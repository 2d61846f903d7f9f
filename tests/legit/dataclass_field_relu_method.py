# problem: level1/relu_elementwise
# expect: ok
"""A `@dataclass` of launchers whose field is annotated with the file's launcher class and
given an instance at construction; forward calls `self.ops.act.relu(x)`, a compute-named method
through the dataclass field. Refused as torch compute until false-positive probe 25."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ReluLauncher:
    def __init__(self, block: int) -> None:
        self.block = block

    def relu(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _relu_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block)
        return y


@dataclass
class Ops:
    act: ReluLauncher
    block: int = 1024


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.ops = Ops(act=ReluLauncher(1024))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ops.act.relu(x)
