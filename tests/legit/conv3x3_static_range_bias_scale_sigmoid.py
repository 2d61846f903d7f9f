# problem: level2/conv2d_bias_scale_sigmoid
# expect: ok
"""Direct 3x3 convolution (padding 1) with the taps unrolled by `tl.static_range`, a loop over
input channels, and the bias/scale/sigmoid epilogue fused; one program per (n, oc) and a block of pixels."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

KSIZE = tl.constexpr(3)


@triton.jit
def conv3x3_epilogue_kernel(x_ptr, w_ptr, b_ptr, s_ptr, y_ptr, C_in, C_out, H, W,
                            BLOCK: tl.constexpr):
    pid_nc = tl.program_id(0)
    n = pid_nc // C_out
    oc = pid_nc % C_out
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    valid = offs < H * W
    oh = offs // W
    ow = offs % W
    acc = tl.zeros((BLOCK,), tl.float32)
    for ic in range(0, C_in):
        x_base = x_ptr + (n * C_in + ic) * H * W
        w_base = w_ptr + (oc * C_in + ic) * KSIZE * KSIZE
        for kh in tl.static_range(KSIZE):
            for kw in tl.static_range(KSIZE):
                ih = oh + kh - 1
                iw = ow + kw - 1
                m = valid & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
                xv = tl.load(x_base + ih * W + iw, mask=m, other=0.0)
                wv = tl.load(w_base + kh * KSIZE + kw)
                acc += xv * wv
    b = tl.load(b_ptr + oc)
    s = tl.load(s_ptr + oc)
    y = tl.sigmoid((acc + b) * s)
    tl.store(y_ptr + (n * C_out + oc) * H * W + offs, y, mask=valid)


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, padding=1, bias=False)
        self.bias = nn.Parameter(0.5 * torch.randn(out_channels, 1, 1))
        self.scale = nn.Parameter(1.0 + 0.5 * torch.rand(out_channels, 1, 1))

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        OC = self.conv.weight.shape[0]
        y = torch.empty((N, OC, H, W), device=x.device, dtype=x.dtype)
        BLOCK = 256
        grid = (N * OC, triton.cdiv(H * W, BLOCK))
        conv3x3_epilogue_kernel[grid](x, self.conv.weight.contiguous(), self.bias, self.scale, y, C, OC, H, W, BLOCK=BLOCK)
        return y
