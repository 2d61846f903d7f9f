# problem: level1/batchnorm2d_inference
# expect: ok
"""Calls self.eval() and sets self.training = False and the running buffers' requires_grad in __init__."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_kernel(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, var_ptr, C, HW, eps, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    c = pid % C
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = offs < HW
    x = tl.load(x_ptr + pid * HW + offs, mask=m, other=0.0)
    scale = tl.load(w_ptr + c) / tl.sqrt(tl.load(var_ptr + c) + eps)
    shift = tl.load(b_ptr + c) - tl.load(mean_ptr + c) * scale
    tl.store(y_ptr + pid * HW + offs, x * scale + shift, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(channels))
        self.bias = nn.Parameter(0.2 * torch.randn(channels))
        self.register_buffer("running_mean", 0.5 * torch.randn(channels))
        self.register_buffer("running_var", 0.5 + torch.rand(channels))
        self.to(dtype)
        self.training = False
        self.weight.requires_grad = False
        self.bias.requires_grad = False

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        y = torch.empty_like(x)
        grid = (B * C, triton.cdiv(H * W, 1024))
        bn_kernel[grid](x, y, self.weight, self.bias, self.running_mean, self.running_var, C, H * W, self.eps,
                        BLOCK=1024)
        return y
