# problem: level1/clamp_elementwise
# expect: ok
"""clamp(x, min, max) where the constructor records which bounds are active in an `enum.Flag`
(`Bound.LOW | Bound.HIGH`); membership tests (`Bound.LOW in self.bounds`) become constexpr flags."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Bound(enum.Flag):
    NONE = 0
    LOW = enum.auto()
    HIGH = enum.auto()


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, HAS_LO: tl.constexpr, HAS_HI: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    if HAS_LO:
        x = tl.maximum(x, lo)
    if HAS_HI:
        x = tl.minimum(x, hi)
    tl.store(y_ptr + offs, x, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val
        bounds = Bound.NONE
        if min_val is not None:
            bounds |= Bound.LOW
        if max_val is not None:
            bounds |= Bound.HIGH
        self.bounds = bounds

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        lo = self.min_val if Bound.LOW in self.bounds else 0.0
        hi = self.max_val if Bound.HIGH in self.bounds else 0.0
        grid = (triton.cdiv(n, 2048),)
        clamp_kernel[grid](x, y, n, lo, hi, HAS_LO=bool(self.bounds & Bound.LOW),
                           HAS_HI=bool(self.bounds & Bound.HIGH), BLOCK=2048)
        return y
