# problem: level3/residual_conv_block
# expect: ok
"""Basic residual block with two conv3x3+BN stages kept as typing.NamedTuple `Stage(conv, bn)`
records in a list (the layers themselves registered as attributes in the reference's order); the
epilogue of each stage is an enum.Enum picked with a `match` statement and passed on as two
constexpr flags; BatchNorm's running statistics are applied inside the kernel (scale computed
there from weight, bias, mean, var and eps), so no torch arithmetic runs in forward."""
import enum
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Epilogue(enum.Enum):
    RELU = enum.auto()
    RESIDUAL_RELU = enum.auto()


class Stage(NamedTuple):
    conv: nn.Conv2d
    bn: nn.BatchNorm2d
    epilogue: Epilogue


@triton.jit
def conv3x3_bn_kernel(x_ptr, w_ptr, g_ptr, b_ptr, mean_ptr, var_ptr, res_ptr, y_ptr, C, H, W, eps,
                      ADD_RESIDUAL: tl.constexpr, RELU: tl.constexpr, BLOCK: tl.constexpr):
    bo = tl.program_id(0)
    b = bo // C
    oc = bo % C
    p = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    ok = p < H * W
    h = p // W
    w = p % W
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for ic in range(C):
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                hh = h + kh - 1
                ww = w + kw - 1
                m = ok & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
                v = tl.load(x_ptr + ((b * C + ic) * H + hh) * W + ww, mask=m, other=0.0)
                acc += v * tl.load(w_ptr + ((oc * C + ic) * 3 + kh) * 3 + kw)
    scale = tl.load(g_ptr + oc) / tl.sqrt(tl.load(var_ptr + oc) + eps)
    y = (acc - tl.load(mean_ptr + oc)) * scale + tl.load(b_ptr + oc)
    if ADD_RESIDUAL:
        y += tl.load(res_ptr + (b * C + oc) * H * W + p, mask=ok, other=0.0)
    if RELU:
        y = tl.maximum(y, 0.0)
    tl.store(y_ptr + (b * C + oc) * H * W + p, y, mask=ok)


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
        self.stages = [Stage(self.conv1, self.bn1, Epilogue.RELU),
                       Stage(self.conv2, self.bn2, Epilogue.RESIDUAL_RELU)]

    def _run_stage(self, stage: Stage, x, residual):
        match stage.epilogue:
            case Epilogue.RELU:
                add_res, relu = False, True
            case Epilogue.RESIDUAL_RELU:
                add_res, relu = True, True
        B, C, H, W = x.shape
        y = torch.empty_like(x)
        bn = stage.bn
        BLOCK = 64
        conv3x3_bn_kernel[(B * C, triton.cdiv(H * W, BLOCK))](
            x, stage.conv.weight, bn.weight, bn.bias, bn.running_mean, bn.running_var, residual, y, C, H, W, bn.eps,
            ADD_RESIDUAL=add_res, RELU=relu, BLOCK=BLOCK)
        return y

    def forward(self, x):
        x = x.contiguous()
        h = x
        for stage in self.stages:
            h = self._run_stage(stage, h, x)
        return h
