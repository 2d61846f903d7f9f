# problem: level1/relu_elementwise
# expect: ok
"""An `enum.Enum` whose members carry a method: `Activation.RELU.apply(x)` launches the kernel with
the member's value as a constexpr."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _act_kernel(x_ptr, y_ptr, n, KIND: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if KIND == 0:
        y = tl.maximum(x, 0.0)
    else:
        y = tl.abs(x)
    tl.store(y_ptr + offs, y, mask=m)


class Activation(enum.Enum):
    RELU = 0
    ABS = 1

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _act_kernel[(triton.cdiv(n, 1024),)](x, y, n, KIND=self.value, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = Activation.RELU

    def forward(self, x):
        return self.act.apply(x)
