# problem: level1/avgpool2d_3x3s1
# expect: ok
"""AvgPool2d(3, 1, 1, count_include_pad=False): functools.partial of a launcher built in __init__,
class-level constants for the block size and window."""
import functools
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def avgpool_kernel(x_ptr, y_ptr, H, W, total, K: tl.constexpr, PAD: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    w = offs % W
    h = (offs // W) % H
    plane = (offs // (H * W)).to(tl.int64) * H * W
    s = tl.zeros((BLOCK,), tl.float32)
    cnt = tl.zeros((BLOCK,), tl.float32)
    for kh in tl.static_range(K):
        for kw in tl.static_range(K):
            ih = h + kh - PAD
            iw = w + kw - PAD
            ok = m & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            s += tl.load(x_ptr + plane + ih * W + iw, mask=ok, other=0.).to(tl.float32)
            cnt += ok.to(tl.float32)
    tl.store(y_ptr + offs, (s / tl.maximum(cnt, 1.0)).to(y_ptr.dtype.element_ty), mask=m)


def _launch_avgpool(x, kernel_size, padding, block):
    x = x.contiguous()
    y = torch.empty_like(x)
    total = x.numel()
    H, W = x.shape[-2], x.shape[-1]
    avgpool_kernel[(triton.cdiv(total, block),)](x, y, H, W, total, K=kernel_size, PAD=padding, BLOCK=block)
    return y


class ModelNew(nn.Module):
    KERNEL_SIZE = 3
    PADDING = 1
    BLOCK = 256

    def __init__(self):
        super().__init__()
        self._pool = functools.partial(_launch_avgpool, kernel_size=self.KERNEL_SIZE, padding=self.PADDING,
                                       block=self.BLOCK)

    def forward(self, x):
        return self._pool(x)
