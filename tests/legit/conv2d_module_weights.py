# problem: level1/conv2d_3x3
# expect: ok
"""Parameters held in an nn.Conv2d (read via self.conv.weight/.bias, never called); a direct
3x3 convolution kernel with a 3-D grid (batch*out_channel, pixel tiles) and tl.static_range taps."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv3x3_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, H, W, BLOCK: tl.constexpr):
    bo = tl.program_id(0)
    b = bo // C_out
    oc = bo % C_out
    pix = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    valid = pix < H * W
    h = pix // W
    w = pix % W
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for ic in range(0, C_in):
        x_base = x_ptr + (b * C_in + ic) * H * W
        w_base = w_ptr + (oc * C_in + ic) * 9
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                hh = h + kh - 1
                ww = w + kw - 1
                m = valid & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
                v = tl.load(x_base + hh * W + ww, mask=m, other=0.0)
                acc += v * tl.load(w_base + kh * 3 + kw)
    acc += tl.load(b_ptr + oc)
    tl.store(y_ptr + (b * C_out + oc) * H * W + pix, acc, mask=valid)


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels, dtype):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, stride=1, padding=1)
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        weight = self.conv.weight.contiguous()
        c_out = weight.shape[0]
        y = torch.empty(B, c_out, H, W, device=x.device, dtype=x.dtype)
        conv3x3_kernel[(B * c_out, triton.cdiv(H * W, 128))](x, weight, self.conv.bias, y, C, c_out, H, W,
                                                             BLOCK=128)
        return y
