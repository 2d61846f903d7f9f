# problem: level3/residual_conv_block
# expect: ok
"""ResNet basic block: one direct 3x3 conv kernel whose epilogue applies inference BatchNorm from
the running statistics (read in the kernel, never folded in PyTorch), an optional residual and
ReLU; the two stages are `functools.partial`s of one launcher bound to each (conv, bn) pair."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv3x3_bn_kernel(x_ptr, w_ptr, mean_ptr, var_ptr, g_ptr, beta_ptr, r_ptr, y_ptr, C, H, W, eps,
                      HAS_RES: tl.constexpr, BP: tl.constexpr, BC: tl.constexpr):
    b = tl.program_id(2).to(tl.int64)
    p = tl.program_id(0) * BP + tl.arange(0, BP)
    co = tl.program_id(1) * BC + tl.arange(0, BC)
    pm = p < H * W
    cm = co < C
    oh = p // W
    ow = p % W
    acc = tl.zeros([BP, BC], tl.float32)
    for ci in range(0, C):
        x_base = x_ptr + (b * C + ci) * H * W
        for t in tl.static_range(9):
            ih = oh + (t // 3) - 1
            iw = ow + (t % 3) - 1
            ok = pm & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            xv = tl.load(x_base + ih * W + iw, mask=ok, other=0.0)
            wv = tl.load(w_ptr + (co * C + ci) * 9 + t, mask=cm, other=0.0)
            acc += xv[:, None] * wv[None, :]
    mean = tl.load(mean_ptr + co, mask=cm, other=0.0)
    var = tl.load(var_ptr + co, mask=cm, other=1.0)
    gamma = tl.load(g_ptr + co, mask=cm, other=1.0)
    beta = tl.load(beta_ptr + co, mask=cm, other=0.0)
    scale = gamma / tl.sqrt(var + eps)
    y = (acc - mean[None, :]) * scale[None, :] + beta[None, :]
    offs = (b * C + co[None, :]) * H * W + p[:, None]
    m2 = pm[:, None] & cm[None, :]
    if HAS_RES:
        y += tl.load(r_ptr + offs, mask=m2, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(y, 0.0), mask=m2)


def conv_bn_relu(conv: nn.Conv2d, bn: nn.BatchNorm2d, x: torch.Tensor, residual=None) -> torch.Tensor:
    B, C, H, W = x.shape
    y = torch.empty_like(x)
    BP, BC = 64, 16
    grid = (triton.cdiv(H * W, BP), triton.cdiv(C, BC), B)
    conv3x3_bn_kernel[grid](x, conv.weight, bn.running_mean, bn.running_var, bn.weight, bn.bias,
                            residual if residual is not None else x, y, C, H, W, bn.eps,
                            HAS_RES=residual is not None, BP=BP, BC=BC)
    return y


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        with torch.no_grad():
            for bn in (self.bn1, self.bn2):
                bn.weight.copy_(1.0 + 0.25 * torch.randn(channels))
                bn.bias.copy_(0.2 * torch.randn(channels))
                bn.running_mean.copy_(0.1 * torch.randn(channels))
                bn.running_var.copy_(0.2 + 0.5 * torch.rand(channels))
        self.stage1 = functools.partial(conv_bn_relu, self.conv1, self.bn1)
        self.stage2 = functools.partial(conv_bn_relu, self.conv2, self.bn2)

    def forward(self, x):
        x = x.contiguous()
        return self.stage2(self.stage1(x), residual=x)
