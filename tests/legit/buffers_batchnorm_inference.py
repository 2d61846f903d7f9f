# problem: level1/batchnorm2d_inference
# expect: ok
"""Running statistics registered as buffers (register_buffer) next to nn.Parameter weight/bias,
folded into a per-channel scale and shift inside the kernel; a 2-D grid (batch*channel, tiles)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def batchnorm_kernel(x_ptr, mean_ptr, var_ptr, w_ptr, b_ptr, y_ptr, C, HW, eps, BLOCK: tl.constexpr):
    bc = tl.program_id(0)
    c = bc % C
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = offs < HW
    scale = tl.load(w_ptr + c) / tl.sqrt(tl.load(var_ptr + c) + eps)
    shift = tl.load(b_ptr + c) - tl.load(mean_ptr + c) * scale
    x = tl.load(x_ptr + bc * HW + offs, mask=m, other=0.0)
    tl.store(y_ptr + bc * HW + offs, x * scale + shift, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(channels))
        self.bias = nn.Parameter(0.2 * torch.randn(channels))
        self.register_buffer("running_mean", 0.5 * torch.randn(channels))
        self.register_buffer("running_var", 0.5 + torch.rand(channels))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        y = torch.empty_like(x)
        batchnorm_kernel[(B * C, triton.cdiv(H * W, 256))](x, self.running_mean, self.running_var, self.weight,
                                                          self.bias, y, C, H * W, float(self.eps), BLOCK=256)
        return y
