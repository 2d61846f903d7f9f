# problem: level3/residual_conv_block
# expect: ok
"""Basic residual block with two conv3x3+BN stages kept as typing.NamedTuple `Stage(conv, bn)`
records in a list (the layers themselves registered as attributes in the reference's order); the
epilogue of each stage is an enum.Enum picked with a `match` statement and passed on as two
constexpr flags; BatchNorm's running statistics are applied inside the kernel (scale computed
there from weight, bias, mean, var and eps), so no torch arithmetic runs in forward. Each tap is a
tl.dot of a [pixels, 16 input channels] tile with the tap's [16, C tile] weights: a runtime loop
over chunks of 16 input channels around the unrolled taps, output channels a grid axis in tiles of
at most 32."""
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
                      ADD_RESIDUAL: tl.constexpr, RELU: tl.constexpr,
                      BLOCK_P: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_C: tl.constexpr):
    b = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    c = tl.program_id(2) * BLOCK_C + tl.arange(0, BLOCK_C)  # this program's output channels
    ok = p < H * W
    c_ok = c < C
    h = p // W
    w = p % W
    acc = tl.zeros([BLOCK_P, BLOCK_C], dtype=tl.float32)
    for c0 in range(0, C, BLOCK_CI):  # input channels in chunks, a runtime loop
        ci = c0 + tl.arange(0, BLOCK_CI)
        ci_ok = ci < C
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                hh = h + kh - 1
                ww = w + kw - 1
                m = ok & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
                xv = tl.load(x_ptr + ((b * C + ci[None, :]) * H + hh[:, None]) * W + ww[:, None],
                             mask=m[:, None] & ci_ok[None, :], other=0.0)
                wv = tl.load(w_ptr + ((c[None, :] * C + ci[:, None]) * 3 + kh) * 3 + kw,
                             mask=ci_ok[:, None] & c_ok[None, :], other=0.0)
                acc += tl.dot(xv, wv, input_precision="ieee")
    scale = tl.load(g_ptr + c, mask=c_ok, other=0.0) / tl.sqrt(tl.load(var_ptr + c, mask=c_ok, other=1.0) + eps)
    shift = tl.load(b_ptr + c, mask=c_ok, other=0.0) - tl.load(mean_ptr + c, mask=c_ok, other=0.0) * scale
    y = acc * scale[None, :] + shift[None, :]
    offs = (b * C + c[None, :]) * H * W + p[:, None]
    m2 = ok[:, None] & c_ok[None, :]
    if ADD_RESIDUAL:
        y += tl.load(res_ptr + offs, mask=m2, other=0.0)
    if RELU:
        y = tl.maximum(y, 0.0)
    tl.store(y_ptr + offs, y, mask=m2)


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
        BLOCK_P = 64
        BLOCK_C = max(16, min(32, triton.next_power_of_2(C)))
        conv3x3_bn_kernel[(B, triton.cdiv(H * W, BLOCK_P), triton.cdiv(C, BLOCK_C))](
            x, stage.conv.weight, bn.weight, bn.bias, bn.running_mean, bn.running_var, residual, y, C, H, W, bn.eps,
            ADD_RESIDUAL=add_res, RELU=relu, BLOCK_P=BLOCK_P, BLOCK_CI=16, BLOCK_C=BLOCK_C)
        return y

    def forward(self, x):
        x = x.contiguous()
        h = x
        for stage in self.stages:
            h = self._run_stage(stage, h, x)
        return h
