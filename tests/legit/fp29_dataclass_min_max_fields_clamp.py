# problem: level1/clamp_elementwise
# expect: ok
"""Clamp with the bounds held in a frozen dataclass whose fields are named `min` and `max`."""
import dataclasses
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _ew_kernel(x_ptr, y_ptr, n, lo, hi, slope, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if ACT == "relu":
        y = tl.maximum(x, 0.0)
    elif ACT == "leaky":
        y = tl.where(x >= 0, x, x * slope)
    else:
        y = tl.minimum(tl.maximum(x, lo), hi)
    tl.store(y_ptr + offs, y, mask=mask)


@dataclasses.dataclass(frozen=True)
class Bounds:
    min: float
    max: float

    def width(self) -> float:
        return self.max - self.min


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.bounds = Bounds(min=float(min_val), max=float(max_val))
        assert self.bounds.width() >= 0

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        b = self.bounds
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
        _ew_kernel[grid](x, y, n, b.min, b.max, 0.0, ACT="clamp", BLOCK=512)
        return y
