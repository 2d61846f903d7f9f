# problem: level1/softplus_elementwise
# expect: ok
"""An `abc.ABC` launcher base with an `@abstractmethod` and a concrete subclass; the grid is
`math.ceil(n / block)` rather than `triton.cdiv`."""
import abc
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    z = x * beta
    y = tl.where(z > threshold, x, tl.log(1.0 + tl.exp(tl.minimum(z, threshold))) / beta)
    tl.store(y_ptr + offs, y, mask=mask)


class Elementwise(abc.ABC):
    block = 1024

    @abc.abstractmethod
    def launch(self, x: torch.Tensor, y: torch.Tensor, n: int) -> None:
        ...

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        self.launch(x, y, x.numel())
        return y


class Softplus(Elementwise):
    def __init__(self, beta: float, threshold: float):
        self.beta = beta
        self.threshold = threshold

    def launch(self, x, y, n):
        softplus_kernel[(math.ceil(n / self.block),)](x, y, n, self.beta, self.threshold, BLOCK=self.block)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.op = Softplus(float(beta), float(threshold))

    def forward(self, x):
        return self.op(x)
