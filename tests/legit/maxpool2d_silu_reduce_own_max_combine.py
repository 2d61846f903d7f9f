# problem: level2/maxpool2d_silu
# expect: ok
"""max_pool2d(k=3, s=2, p=1) + SiLU: the 3x3 window of each output pixel is loaded as a
[BLOCK, 16] tile (9 taps padded to 16, padding taps -inf) and reduced with `tl.reduce` and a
combine function of the file's own (`tl.maximum(a, b, propagate_nan=tl.PropagateNan.ALL)`, as
max_pool2d propagates NaN)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _nan_max(a, b):
    return tl.maximum(a, b, propagate_nan=tl.PropagateNan.ALL)


@triton.jit
def maxpool3s2_silu_kernel(x_ptr, y_ptr, H, W, OH, OW, BLOCK: tl.constexpr, TAPS: tl.constexpr):
    plane = tl.program_id(0)
    p = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    p_ok = p < OH * OW
    oh = p // OW
    ow = p % OW
    t = tl.arange(0, TAPS)
    kh = t // 3
    kw = t % 3
    hh = oh[:, None] * 2 - 1 + kh[None, :]
    ww = ow[:, None] * 2 - 1 + kw[None, :]
    ok = p_ok[:, None] & (t[None, :] < 9) & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
    win = tl.load(x_ptr + plane * H * W + hh * W + ww, mask=ok, other=float("-inf"))
    best = tl.reduce(win, 1, _nan_max)
    tl.store(y_ptr + plane * OH * OW + p, best * tl.sigmoid(best), mask=p_ok)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        OH = (H + 2 - 3) // 2 + 1
        OW = (W + 2 - 3) // 2 + 1
        y = torch.empty((B, C, OH, OW), device=x.device, dtype=x.dtype)
        BLOCK = 64
        maxpool3s2_silu_kernel[(B * C, triton.cdiv(OH * OW, BLOCK))](x, y, H, W, OH, OW, BLOCK=BLOCK, TAPS=16)
        return y
