# problem: level1/leaky_relu_elementwise
# expect: ok
"""LeakyReLU. A small hierarchy of launcher classes: a base class owns the launch logic and
subclasses pick the tile for their dtype. One launcher object per dtype lives in a module-level
dict; forward fetches the launcher for the input's dtype and calls its `leaky_relu` method."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _leaky_relu_kernel(x_ptr, y_ptr, n_elements, slope, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = tl.where(x >= 0, x, x * slope)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class ElementwiseLauncher:
    block: int = 1024
    num_warps: int = 4

    def _grid(self, n: int):
        return (triton.cdiv(n, self.block),)

    def leaky_relu(self, x: torch.Tensor, slope: float) -> torch.Tensor:
        xc = x.contiguous()
        y = torch.empty_like(xc)
        n = xc.numel()
        _leaky_relu_kernel[self._grid(n)](xc, y, n, slope, BLOCK=self.block, num_warps=self.num_warps)
        return y


class Fp32Launcher(ElementwiseLauncher):
    block = 1024
    num_warps = 4


class HalfLauncher(ElementwiseLauncher):
    # 16-bit inputs: twice the elements per program for the same bytes in flight
    block = 2048
    num_warps = 8


_LAUNCHERS = {
    torch.float32: Fp32Launcher(),
    torch.float16: HalfLauncher(),
    torch.bfloat16: HalfLauncher(),
}


class ModelNew(nn.Module):
    def __init__(self, negative_slope: float):
        super().__init__()
        self.negative_slope = float(negative_slope)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        launcher = _LAUNCHERS[x.dtype]
        return launcher.leaky_relu(x, self.negative_slope)

    def extra_repr(self) -> str:
        return f"negative_slope={self.negative_slope}"
