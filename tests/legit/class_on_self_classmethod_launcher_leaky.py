# problem: level1/leaky_relu_elementwise
# expect: ok
"""A launcher class stored on self as the class (`self.ops = LeakyOps`), its compute-named
`leaky_relu` a `@classmethod` reading class-level options; never instantiated. Refused as torch
compute until false-positive probe 25."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _leaky_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.where(x >= 0, x, x * slope), mask=m)


class LeakyOps:
    BLOCK = 512
    NUM_WARPS = 4

    @classmethod
    def leaky_relu(cls, x: torch.Tensor, slope: float) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _leaky_kernel[(triton.cdiv(n, cls.BLOCK),)](x, y, n, slope, BLOCK=cls.BLOCK, num_warps=cls.NUM_WARPS)
        return y


class ModelNew(nn.Module):
    def __init__(self, negative_slope: float) -> None:
        super().__init__()
        self.negative_slope = negative_slope
        self.ops = LeakyOps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ops.leaky_relu(x, self.negative_slope)
