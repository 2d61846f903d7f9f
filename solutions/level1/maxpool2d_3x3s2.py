"""Reference solution: MaxPool2d(3, stride 2, padding 1) on contiguous NCHW; each program
computes a strip of output pixels of one (n, c) plane, taking the max over the 9 taps with
out-of-bounds taps masked to -inf."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def maxpool2d_kernel(x_ptr, out_ptr, H, W, OH, OW, BLOCK: tl.constexpr):
    plane = tl.program_id(0).to(tl.int64)
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    valid = offs < OH * OW
    oh = offs // OW
    ow = offs % OW
    x_plane = x_ptr + plane * H * W
    best = tl.full([BLOCK], float("-inf"), tl.float32)
    for kh in tl.static_range(3):
        ih = oh * 2 - 1 + kh
        for kw in tl.static_range(3):
            iw = ow * 2 - 1 + kw
            m = valid & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            v = tl.load(x_plane + ih * W + iw, mask=m, other=float("-inf")).to(tl.float32)
            best = tl.maximum(best, v)
    tl.store(out_ptr + plane * OH * OW + offs, best.to(out_ptr.dtype.element_ty), mask=valid)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        OH = (H + 2 - 3) // 2 + 1
        OW = (W + 2 - 3) // 2 + 1
        out = torch.empty((B, C, OH, OW), dtype=x.dtype, device=x.device)
        block = min(triton.next_power_of_2(OH * OW), 1024)
        maxpool2d_kernel[(B * C, triton.cdiv(OH * OW, block))](x, out, H, W, OH, OW, BLOCK=block,
                                                                num_warps=4)
        return out
