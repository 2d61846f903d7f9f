# problem: level1/adaptive_avgpool2d
# expect: ok
"""Adaptive average pooling; the output size is kept as self.os (short for output size)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def adaptive_avg_pool2d_kernel(x_ptr, out_ptr, H, W, OH, OW, MAX_KH: tl.constexpr, MAX_KW: tl.constexpr):
    pid = tl.program_id(0)          # over N*C*OH*OW
    ow = pid % OW
    oh = (pid // OW) % OH
    nc = pid // (OW * OH)
    h0 = (oh * H) // OH
    h1 = ((oh + 1) * H + OH - 1) // OH
    w0 = (ow * W) // OW
    w1 = ((ow + 1) * W + OW - 1) // OW
    kh = tl.arange(0, MAX_KH)
    kw = tl.arange(0, MAX_KW)
    hh = h0 + kh[:, None]
    ww = w0 + kw[None, :]
    mask = (hh < h1) & (ww < w1)
    vals = tl.load(x_ptr + nc * H * W + hh * W + ww, mask=mask, other=0.0)
    total = tl.sum(tl.sum(vals, axis=1), axis=0)
    cnt = (h1 - h0) * (w1 - w0)
    tl.store(out_ptr + pid, total / cnt)


class ModelNew(nn.Module):
    def __init__(self, out_size):
        super().__init__()
        self.os = (out_size, out_size)

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        OH, OW = self.os
        out = torch.empty((N, C, OH, OW), device=x.device, dtype=x.dtype)
        max_kh = triton.next_power_of_2(-(-H // OH) + 1)
        max_kw = triton.next_power_of_2(-(-W // OW) + 1)
        adaptive_avg_pool2d_kernel[(N * C * OH * OW,)](x, out, H, W, OH, OW, MAX_KH=max_kh, MAX_KW=max_kw)
        return out
