# problem: level2/tanh_scale_clamp
# expect: ok
"""An optional post-op slot set to nn.Identity() and called (the usual placeholder)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_scale_clamp_kernel(x_ptr, s_ptr, y_ptr, n_cols, limit, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    s = tl.load(s_ptr + cols, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(x >= 0, t, -t)
    y = tl.minimum(tl.maximum(t * s, -limit), limit)
    tl.store(y_ptr + row * n_cols + cols, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.post = nn.Identity()  # placeholder for an optional post-op
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        tanh_scale_clamp_kernel[(rows,)](x, self.scale, y, cols, self.limit, BLOCK=triton.next_power_of_2(cols))
        return self.post(y)
