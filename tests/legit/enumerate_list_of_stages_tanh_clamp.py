# problem: level2/tanh_scale_clamp
# expect: ok
"""Two stage objects of the file's own kept in a list on self; forward runs them with
`for i, stage in enumerate(self.stages)` and calls each one's `clamp` method (the first stage
writes tanh(x) * scale into a workspace, the second clamps it in place). Refused as torch
compute (`.clamp` on the loop variable of `enumerate`) until false-positive probe 24."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh_scale_kernel(x_ptr, s_ptr, y_ptr, n, cols, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    s = tl.load(s_ptr + offs % cols, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(x < 0, -t, t)
    tl.store(y_ptr + offs, (t * s).to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def _clamp_kernel(y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    y = tl.minimum(tl.maximum(y, lo), hi)
    tl.store(y_ptr + offs, y, mask=m)


class TanhScaleStage:
    BLOCK = 1024

    def clamp(self, x, y, scale, limit):
        n = x.numel()
        _tanh_scale_kernel[(triton.cdiv(n, self.BLOCK),)](x, scale, y, n, x.shape[-1], BLOCK=self.BLOCK)
        return y


class ClampStage:
    BLOCK = 2048

    def clamp(self, x, y, scale, limit):
        n = y.numel()
        _clamp_kernel[(triton.cdiv(n, self.BLOCK),)](y, n, -limit, limit, BLOCK=self.BLOCK)
        return y


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)
        self.stages = [TanhScaleStage(), ClampStage()]

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        for i, stage in enumerate(self.stages):
            y = stage.clamp(x, y, self.scale, self.limit)
        return y
