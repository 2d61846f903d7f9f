"""Reference solution: one elementwise pass computing clamp(tanh(x) * scale[col], -limit, limit); for bf16
the tanh and the product are rounded like the eager reference's intermediates."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_scale_clamp_kernel(x_ptr, s_ptr, out_ptr, n, cols, limit, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    s = tl.load(s_ptr + offs % cols, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    t = (2.0 * tl.sigmoid(2.0 * x) - 1.0).to(ty).to(tl.float32)
    y = (t * s).to(ty).to(tl.float32)
    y = tl.minimum(tl.maximum(y, -limit), limit)
    tl.store(out_ptr + offs, y.to(ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 2048
        tanh_scale_clamp_kernel[(triton.cdiv(n, block),)](x, self.scale, out, n, x.shape[-1], float(self.limit),
                                                           BLOCK=block, num_warps=8)
        return out
