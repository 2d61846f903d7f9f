# problem: level1/avgpool1d
# expect: ok
"""AvgPool1d(k=8, s=4, p=2, count_include_pad=True): module-level `KERNEL = tl.constexpr(8)`-style
constants and a kernel whose constexpr parameters have defaults."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

KSIZE = tl.constexpr(8)
STRIDE = 4
PADDING = 2


@triton.jit
def avgpool1d_kernel(x_ptr, y_ptr, L, L_out, stride, padding, K: tl.constexpr = 8, BLOCK: tl.constexpr = 128):
    row = tl.program_id(0)
    ob = tl.program_id(1)
    o = ob * BLOCK + tl.arange(0, BLOCK)
    om = o < L_out
    acc = tl.zeros([BLOCK], tl.float32)
    start = o * stride - padding
    for k in tl.static_range(K):
        pos = start + k
        valid = om & (pos >= 0) & (pos < L)
        acc += tl.load(x_ptr + row * L + pos, mask=valid, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * L_out + o, acc / K, mask=om)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, C, L = x.shape
        L_out = (L + 2 * PADDING - KSIZE) // STRIDE + 1
        y = torch.empty((B, C, L_out), device=x.device, dtype=x.dtype)
        avgpool1d_kernel[(B * C, triton.cdiv(L_out, 128))](x, y, L, L_out, STRIDE, PADDING, K=KSIZE)
        return y
