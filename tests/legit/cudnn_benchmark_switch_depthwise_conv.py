# problem: level1/depthwise_conv2d
# expect: ok
"""Depthwise 3x3 conv; the module sets torch.backends.cudnn.benchmark = True at import (a common
line in conv code; nothing here uses cuDNN) (refused as `monkeypatch` before false-positive
probe 17)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

torch.backends.cudnn.benchmark = True


@triton.jit
def dwconv3x3_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C, H, W, BLOCK: tl.constexpr):
    nc = tl.program_id(0)
    c = nc % C
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    valid = offs < H * W
    oh, ow = offs // W, offs % W
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for t in tl.static_range(9):
        ih = oh + t // 3 - 1
        iw = ow + t % 3 - 1
        ok = valid & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
        acc += tl.load(x_ptr + nc * H * W + ih * W + iw, mask=ok, other=0.0) * tl.load(w_ptr + c * 9 + t)
    tl.store(y_ptr + nc * H * W + offs, acc + tl.load(b_ptr + c), mask=valid)


class ModelNew(nn.Module):
    def __init__(self, channels, dtype):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, stride=1, padding=1, groups=channels)
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        y = torch.empty_like(x)
        dwconv3x3_kernel[(N * C, triton.cdiv(H * W, 64))](x, self.conv.weight, self.conv.bias, y, C, H, W, BLOCK=64)
        return y
