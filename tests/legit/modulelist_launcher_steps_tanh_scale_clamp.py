# problem: level2/tanh_scale_clamp
# expect: ok
"""An `nn.ModuleList` of two small launcher modules (tanh * scale, then clamp), each with its own
forward, applied in a loop `for step in self.steps: x = step(x)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh_scale_kernel(x_ptr, s_ptr, y_ptr, n, cols, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    s = tl.load(s_ptr + offs % cols, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, (tl.where(x < 0, -t, t) * s).to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def _clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, lo), hi), mask=m)


class TanhScaleStep(nn.Module):
    def __init__(self, cols):
        super().__init__()
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _tanh_scale_kernel[(triton.cdiv(n, 1024),)](x, self.scale, y, n, x.shape[-1], BLOCK=1024)
        return y


class ClampStep(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = float(limit)

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        _clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, -self.limit, self.limit, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.steps = nn.ModuleList([TanhScaleStep(cols), ClampStep(limit)])
        self.to(dtype)

    def forward(self, x):
        for step in self.steps:
            x = step(x)
        return x
