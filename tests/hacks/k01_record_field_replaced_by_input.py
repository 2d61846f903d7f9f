# problem: level1/sigmoid_elementwise
# expect: torch_compute
# kind: 1
"""A NamedTuple of launchers whose field is swapped for the input by `_replace`, then
`ops.act.sigmoid()`: torch.sigmoid on the input. Probe 25 passes a compute-named method through a
record's field only where every construction gives the field the file's object and nothing can
give it another (`_replace`, `_make`, `dataclasses.replace`, a write of the field's name)."""
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class Launcher:
    def sigmoid(self):
        return self


class Ops(NamedTuple):
    act: Launcher


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ops = Ops(act=Launcher())

    def forward(self, x):
        y = torch.empty_like(x)
        _copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        self.ops = self.ops._replace(act=x)
        return self.ops.act.sigmoid()
