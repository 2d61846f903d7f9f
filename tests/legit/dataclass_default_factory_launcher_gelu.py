# problem: level1/gelu_exact
# expect: ok
"""A `@dataclass` of kernels whose field is the file's launcher made by
`field(default_factory=GeluLauncher)`; forward calls `self.kernels.gelu.launch(x)`. The class
handed to `default_factory` read as a class used as a value (its methods' self foreign), so
`self.block = block` in its `__init__` was `monkeypatch` until false-positive probe 24."""
import math
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class GeluLauncher:
    def __init__(self, block: int = 1024):
        self.block = block

    def launch(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _gelu_kernel[(math.ceil(n / self.block),)](x, y, n, BLOCK=self.block)
        return y


@dataclass
class Kernels:
    gelu: GeluLauncher = field(default_factory=GeluLauncher)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.kernels = Kernels()

    def forward(self, x):
        return self.kernels.gelu.launch(x)
