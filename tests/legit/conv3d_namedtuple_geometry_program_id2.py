# problem: level1/conv3d_3x3x3
# expect: ok
"""Direct 3x3x3 convolution: the geometry is a typing.NamedTuple built by a classmethod-free
helper, the element counts come from math.prod over shape slices, the grid is 3-D
(batch*out_channel, depth, pixel tiles) read with tl.program_id(2), and the 27 taps are three
nested tl.static_range loops. Parameters live in an nn.Conv3d that is never called."""
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
    def plane(self) -> int:
        return self.height * self.width


def geometry_of(x: torch.Tensor) -> Geometry:
    return Geometry(*x.shape)


@triton.jit
def conv3d_k3_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, D, H, W, BLOCK: tl.constexpr):
    bo = tl.program_id(0)
    od = tl.program_id(1)
    tile = tl.program_id(2)
    b = bo // C_out
    oc = bo % C_out
    pix = tile * BLOCK + tl.arange(0, BLOCK)
    inside = pix < H * W
    od_vec = tl.full([BLOCK], 0, tl.int32) + od
    oh = pix // W
    ow = pix % W
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for ic in range(C_in):
        x_base = x_ptr + (b * C_in + ic) * D * H * W
        w_base = w_ptr + (oc * C_in + ic) * 27
        for kd in tl.static_range(3):
            idp = od_vec + kd - 1
            d_ok = (idp >= 0) & (idp < D)
            for kh in tl.static_range(3):
                ih = oh + kh - 1
                for kw in tl.static_range(3):
                    iw = ow + kw - 1
                    m = inside & d_ok & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
                    v = tl.load(x_base + (idp * H + ih) * W + iw, mask=m, other=0.0)
                    acc += v * tl.load(w_base + kd * 9 + kh * 3 + kw)
    acc += tl.load(b_ptr + oc)
    tl.store(y_ptr + ((b * C_out + oc) * D + od) * H * W + pix, acc, mask=inside)


class ModelNew(nn.Module):
    BLOCK = 64

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
        grid = (g.batch * c_out, g.depth, triton.cdiv(g.plane, self.BLOCK))
        conv3d_k3_kernel[grid](x, w, self.conv.bias, y, g.c_in, c_out, g.depth, g.height, g.width,
                               BLOCK=self.BLOCK)
        return y
