# problem: level1/conv3d_3x3x3
# expect: ok
"""Direct 3x3x3 convolution as an implicit GEMM per tap: the geometry is a typing.NamedTuple
(with a property), element counts come from math.prod over shape slices, the grid is 3-D
(batch, output-channel tile, voxel tile) read back with tl.program_id(2), and the 27 taps are
three nested tl.static_range loops inside a runtime loop over chunks of 16 input channels, each
tap a tl.dot of a [voxels, 16] gather with the tap's [16, C_out tile] weights (tiles kept small
so the unrolled code stays small). Parameters live in an nn.Conv3d that is never called."""
import math
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Geometry(NamedTuple):
    batch: int
    c_in: int
    depth: int
    height: int
    width: int

    @property
    def voxels(self) -> int:
        return self.depth * self.height * self.width


def geometry_of(x: torch.Tensor) -> Geometry:
    return Geometry(*x.shape)


@triton.jit
def conv3d_k3_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, D, H, W,
                     BLOCK_P: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_CO: tl.constexpr):
    b = tl.program_id(0)
    oc = tl.program_id(1) * BLOCK_CO + tl.arange(0, BLOCK_CO)
    p = tl.program_id(2) * BLOCK_P + tl.arange(0, BLOCK_P)
    DHW = D * H * W
    inside = p < DHW
    od = p // (H * W)
    oh = (p // W) % H
    ow = p % W
    acc = tl.zeros([BLOCK_P, BLOCK_CO], dtype=tl.float32)
    for c0 in range(0, C_in, BLOCK_CI):  # input channels in chunks, a runtime loop
        ci = c0 + tl.arange(0, BLOCK_CI)
        ci_ok = ci < C_in
        for kd in tl.static_range(3):
            idp = od + kd - 1
            for kh in tl.static_range(3):
                ih = oh + kh - 1
                for kw in tl.static_range(3):
                    iw = ow + kw - 1
                    ok = inside & (idp >= 0) & (idp < D) & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
                    src = (idp * H + ih) * W + iw
                    xv = tl.load(x_ptr + (b * C_in + ci[None, :]) * DHW + src[:, None],
                                 mask=ok[:, None] & ci_ok[None, :], other=0.0)
                    wv = tl.load(w_ptr + (oc[None, :] * C_in + ci[:, None]) * 27 + (kd * 9 + kh * 3 + kw),
                                 mask=ci_ok[:, None] & (oc[None, :] < C_out), other=0.0)
                    acc += tl.dot(xv, wv, input_precision="ieee")
    acc += tl.load(b_ptr + oc, mask=oc < C_out, other=0.0)[None, :]
    tl.store(y_ptr + (b * C_out + oc[None, :]) * DHW + p[:, None], acc,
             mask=inside[:, None] & (oc[None, :] < C_out))


class ModelNew(nn.Module):
    BLOCK_P = 64
    BLOCK_CI = 16

    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv3d(in_channels, out_channels, 3, stride=1, padding=1)

    def forward(self, x):
        x = x.contiguous()
        g = geometry_of(x)
        w = self.conv.weight.contiguous()
        c_out = w.shape[0]
        assert math.prod(w.shape[1:]) == g.c_in * 27
        y = torch.empty((g.batch, c_out, g.depth, g.height, g.width), device=x.device, dtype=x.dtype)
        block_co = max(16, min(32, triton.next_power_of_2(c_out)))
        grid = (g.batch, triton.cdiv(c_out, block_co), triton.cdiv(g.voxels, self.BLOCK_P))
        conv3d_k3_kernel[grid](x, w, self.conv.bias, y, g.c_in, c_out, g.depth, g.height, g.width,
                               BLOCK_P=self.BLOCK_P, BLOCK_CI=self.BLOCK_CI, BLOCK_CO=block_co,
                               num_stages=1)  # 27 taps' loads pipelined over 3 stages overflow shared memory
        return y
