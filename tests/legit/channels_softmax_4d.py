# problem: level1/softmax_channels
# expect: ok
"""Softmax over dim 1 of an NCHW tensor: each program owns a tile of pixels of one image and
reduces over the channel axis with stride H*W (a 2-D register tile)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_channels_kernel(x_ptr, out_ptr, C, HW, BLOCK_C: tl.constexpr, BLOCK_P: tl.constexpr):
    b = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    c = tl.arange(0, BLOCK_C)
    m = (c[:, None] < C) & (p[None, :] < HW)
    ptrs = b * C * HW + c[:, None] * HW + p[None, :]
    x = tl.load(x_ptr + ptrs, mask=m, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0)[None, :])
    e = tl.where(m, e, 0.0)
    tl.store(out_ptr + ptrs, e / tl.sum(e, axis=0)[None, :], mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        out = torch.empty_like(x)
        softmax_channels_kernel[(B, triton.cdiv(H * W, 32))](x, out, C, H * W,
                                                            BLOCK_C=triton.next_power_of_2(C), BLOCK_P=32)
        return out
