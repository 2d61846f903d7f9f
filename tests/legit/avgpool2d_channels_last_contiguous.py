# problem: level1/avgpool2d_3x3s1
# expect: ok
"""3x3/stride 1/pad 1 average pooling without padded cells (count_include_pad=False) on a
channels-last copy of the input (`x.contiguous(memory_format=torch.channels_last)`), channel
vectors loaded contiguously (the window's row and column made vectors, `h + dh + c * 0`, so the
mask is a vector and-ed with a vector); the output written NCHW through its strides."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _avgpool_nhwc_kernel(x_ptr, y_ptr, C, H, W, sxn, sxc, sxh, sxw, syn, syc, syh, syw, BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    n = pid // (H * W)
    h = (pid // W) % H
    w = pid % W
    c = tl.arange(0, BLOCK_C)
    cm = c < C
    acc = tl.zeros([BLOCK_C], tl.float32)
    cnt = tl.zeros([BLOCK_C], tl.float32)
    for dh in tl.static_range(-1, 2):
        for dw in tl.static_range(-1, 2):
            hh = h + dh + c * 0
            ww = w + dw + c * 0
            inside = (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
            v = tl.load(x_ptr + n * sxn + hh * sxh + ww * sxw + c * sxc, mask=cm & inside, other=0.0)
            acc += v.to(tl.float32)
            cnt += tl.where(inside, 1.0, 0.0)
    tl.store(y_ptr + n * syn + h * syh + w * syw + c * syc, (acc / cnt).to(y_ptr.dtype.element_ty), mask=cm)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xl = x.contiguous(memory_format=torch.channels_last)
        N, C, H, W = x.shape
        y = torch.empty((N, C, H, W), dtype=x.dtype, device=x.device)
        _avgpool_nhwc_kernel[(N * H * W,)](xl, y, C, H, W, *xl.stride(), *y.stride(),
                                           BLOCK_C=triton.next_power_of_2(C))
        return y
