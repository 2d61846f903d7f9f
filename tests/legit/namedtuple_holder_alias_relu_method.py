# problem: level1/relu_elementwise
# expect: ok
"""A NamedTuple of launchers on self aliased in forward (`ops = self.ops`) and a field's method
named like the tensor op (`ops.act.relu(x)`). Refused as torch compute (a holder bound otherwise
than by a call of the record; probe 25 left it refused) until false-positive probe 26."""
from typing import NamedTuple

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


class Relu:
    def __init__(self, block: int = 1024) -> None:
        self.block = block

    def relu(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _relu_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block)
        return y


class Ops(NamedTuple):
    act: Relu


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ops = Ops(act=Relu(1024))

    def forward(self, x):
        ops = self.ops
        return ops.act.relu(x)
