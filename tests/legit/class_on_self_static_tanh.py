# problem: level1/tanh_elementwise
# expect: ok
"""A class of static launchers stored on self as the class itself (`self.k = TanhKernels`, never
instantiated); forward calls `self.k.tanh(x)`, a staticmethod. Refused as torch compute (left
refused by probe 24) until false-positive probe 25."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x < 0, -t, t).to(y_ptr.dtype.element_ty), mask=m)


class TanhKernels:
    BLOCK = 1024

    @staticmethod
    def tanh(x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _tanh_kernel[(triton.cdiv(n, TanhKernels.BLOCK),)](x, y, n, BLOCK=TanhKernels.BLOCK)
        return y


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.k = TanhKernels

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.k.tanh(x)
