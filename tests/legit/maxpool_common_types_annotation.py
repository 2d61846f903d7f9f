# problem: level1/maxpool2d_3x3s2
# expect: ok
"""Annotations from torch.nn.common_types (_size_2_t), as in PyTorch's pooling modules."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch.nn.common_types import _size_2_t


@triton.jit
def maxpool2d_kernel(x_ptr, y_ptr, H, W, OH, OW, K: tl.constexpr, S: tl.constexpr, P: tl.constexpr,
                     BLOCK: tl.constexpr):
    nc = tl.program_id(0)
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    pm = offs < OH * OW
    oh = offs // OW
    ow = offs % OW
    acc = tl.full((BLOCK,), float("-inf"), tl.float32)
    for kh in tl.static_range(K):
        for kw in tl.static_range(K):
            ih = oh * S - P + kh
            iw = ow * S - P + kw
            m = pm & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            v = tl.load(x_ptr + nc * H * W + ih * W + iw, mask=m, other=float("-inf")).to(tl.float32)
            acc = tl.maximum(acc, v)
    tl.store(y_ptr + nc * OH * OW + offs, acc.to(y_ptr.dtype.element_ty), mask=pm)


class ModelNew(nn.Module):
    def __init__(self, kernel_size: _size_2_t = 3, stride: _size_2_t = 2, padding: _size_2_t = 1):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        K, S, P = self.kernel_size, self.stride, self.padding
        OH = (H + 2 * P - K) // S + 1
        OW = (W + 2 * P - K) // S + 1
        y = torch.empty((N, C, OH, OW), device=x.device, dtype=x.dtype)
        maxpool2d_kernel[(N * C, triton.cdiv(OH * OW, 128))](x, y, H, W, OH, OW, K=K, S=S, P=P, BLOCK=128)
        return y
