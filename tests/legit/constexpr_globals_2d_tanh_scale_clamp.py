# problem: level2/tanh_scale_clamp
# expect: ok
"""Module-level `tl.constexpr(...)` globals (block size, log2(e)) read inside the kernel, and the
layer's per-column scale as an nn.Parameter drawn like the reference's."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK_ROWS = tl.constexpr(4)
BLOCK_COLS = tl.constexpr(512)
LOG2E = tl.constexpr(1.4426950408889634)


@triton.jit
def tanh_scale_clamp_kernel(x_ptr, s_ptr, y_ptr, R, C, limit):
    pr = tl.program_id(0)
    pc = tl.program_id(1)
    rows = pr * BLOCK_ROWS + tl.arange(0, BLOCK_ROWS)
    cols = pc * BLOCK_COLS + tl.arange(0, BLOCK_COLS)
    m = (rows[:, None] < R) & (cols[None, :] < C)
    off = rows[:, None].to(tl.int64) * C + cols[None, :]
    x = tl.load(x_ptr + off, mask=m, other=0.0).to(tl.float32)
    e = tl.exp2(tl.minimum(tl.maximum(x, -20.0), 20.0) * LOG2E * 2.0)
    t = (e - 1.0) / (e + 1.0)
    s = tl.load(s_ptr + cols, mask=cols < C, other=0.0).to(tl.float32)
    y = tl.minimum(tl.maximum(t * s[None, :], -limit), limit)
    tl.store(y_ptr + off, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        R, C = x.shape
        y = torch.empty_like(x)
        grid = (triton.cdiv(R, BLOCK_ROWS.value), triton.cdiv(C, BLOCK_COLS.value))
        tanh_scale_clamp_kernel[grid](x, self.scale, y, R, C, float(self.limit))
        return y
