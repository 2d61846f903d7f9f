# problem: level1/leaky_relu_elementwise
# expect: ok
"""Leaky ReLU with the kernel kept as a static method of a plain class, launched as
`LeakyOps.kernel[grid](..., **self.launch_meta)` with the block and warps in a dict built in
__init__."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class LeakyOps:
    """Namespace for the kernel."""

    @staticmethod
    @triton.jit
    def kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        tl.store(y_ptr + offs, tl.where(x >= 0, x, x * slope), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, negative_slope: float) -> None:
        super().__init__()
        self.negative_slope = float(negative_slope)
        block = 1024
        self.launch_meta = {"BLOCK": block, "num_warps": 4 if block <= 1024 else 8}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = (triton.cdiv(n, self.launch_meta["BLOCK"]),)
        LeakyOps.kernel[grid](x, y, n, self.negative_slope, **self.launch_meta)
        return y
