# problem: level2/tanh_scale_clamp
# expect: ok
"""A `device` property written as `next(self.parameters()).device` (a common nn.Module idiom),
used to check the input's placement before launching."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tsc_kernel(x_ptr, s_ptr, y_ptr, cols, limit, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cb = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cb < cols
    x = tl.load(x_ptr + row * cols + cb, mask=mask, other=0.0)
    s = tl.load(s_ptr + cb, mask=mask, other=0.0)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(x >= 0, t, -t)
    tl.store(y_ptr + row * cols + cb, tl.minimum(tl.maximum(t * s, -limit), limit), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = float(limit)
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)

    @property
    def device(self) -> torch.device:
        return next(self.parameters()).device

    def forward(self, x):
        if x.device != self.device:
            raise RuntimeError(f"input on {x.device}, module on {self.device}")
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        tsc_kernel[(rows, triton.cdiv(cols, 1024))](x, self.scale, y, cols, self.limit, BLOCK=1024)
        return y
