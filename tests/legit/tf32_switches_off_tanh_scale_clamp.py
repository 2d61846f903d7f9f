# problem: level2/tanh_scale_clamp
# expect: ok
"""clamp(tanh(x) * scale): the module sets the TF32 switches off at import, as completions that
care about fp32 accuracy often do (no torch matmul runs here anyway) (refused as `monkeypatch`
before false-positive probe 17)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False


@triton.jit
def tanh_scale_clamp_kernel(x_ptr, s_ptr, y_ptr, n_cols, total, limit, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    x = tl.load(x_ptr + offs, mask=m)
    s = tl.load(s_ptr + offs % n_cols, mask=m)
    t = 2.0 * tl.sigmoid(2.0 * x) - 1.0
    y = tl.minimum(tl.maximum(t * s, -limit), limit)
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        total = x.numel()
        tanh_scale_clamp_kernel[(triton.cdiv(total, 1024),)](x, self.scale, y, x.shape[-1], total,
                                                              float(self.limit), BLOCK=1024)
        return y
