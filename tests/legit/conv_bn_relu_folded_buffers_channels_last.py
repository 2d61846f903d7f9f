# problem: level2/conv2d_batchnorm_relu
# expect: ok
"""conv3x3 + inference BatchNorm + ReLU with the BatchNorm folded into per-channel scale/shift
once in __init__ (under torch.no_grad, kept with register_buffer(persistent=False)); the layers
are built and initialised exactly as the reference's. forward converts the input to
channels_last, the kernel reads NHWC (a pixel's channels contiguous) and, per tap, multiplies a
[pixels, 16 input channels] tile by the tap's [16, C_out tile] weights with tl.dot into an NCHW
output tile (a runtime loop over chunks of 16 input channels, the taps unrolled inside it; a third
grid axis over output-channel tiles of at most 32), so the unrolled code stays small."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv3x3_nhwc_affine_relu_kernel(x_ptr, w_ptr, b_ptr, scale_ptr, shift_ptr, y_ptr,
                                    C_in, C_out, H, W, sxb, sxc, sxh, sxw,
                                    BLOCK_P: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_C: tl.constexpr):
    b = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    oc = tl.program_id(2) * BLOCK_C + tl.arange(0, BLOCK_C)
    p_ok = p < H * W
    oc_ok = oc < C_out
    h = p // W
    w = p % W
    acc = tl.zeros([BLOCK_P, BLOCK_C], dtype=tl.float32)
    # input channels in chunks of BLOCK_CI (a runtime loop), the 9 taps unrolled inside it
    for c0 in range(0, C_in, BLOCK_CI):
        ci = c0 + tl.arange(0, BLOCK_CI)
        ci_ok = ci < C_in
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                hh = h + kh - 1
                ww = w + kw - 1
                m = p_ok & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
                # NHWC input: the channels of one pixel are contiguous (stride sxc == 1)
                v = tl.load(x_ptr + b * sxb + ci[None, :] * sxc + hh[:, None] * sxh + ww[:, None] * sxw,
                            mask=m[:, None] & ci_ok[None, :], other=0.0)
                wt = tl.load(w_ptr + ((oc[None, :] * C_in + ci[:, None]) * 3 + kh) * 3 + kw,
                             mask=ci_ok[:, None] & oc_ok[None, :], other=0.0)
                acc += tl.dot(v, wt, input_precision="ieee")
    acc += tl.load(b_ptr + oc, mask=oc_ok, other=0.0)[None, :]
    scale = tl.load(scale_ptr + oc, mask=oc_ok, other=0.0)
    shift = tl.load(shift_ptr + oc, mask=oc_ok, other=0.0)
    y = tl.maximum(acc * scale[None, :] + shift[None, :], 0.0)
    y_ptrs = y_ptr + (b * C_out + oc[None, :]) * H * W + p[:, None]
    tl.store(y_ptrs, y, mask=p_ok[:, None] & oc_ok[None, :])


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, padding=1)
        self.bn = nn.BatchNorm2d(out_channels)
        with torch.no_grad():
            self.bn.weight.copy_(1.0 + 0.25 * torch.randn(out_channels))
            self.bn.bias.copy_(0.2 * torch.randn(out_channels))
            self.bn.running_mean.copy_(0.2 * torch.randn(out_channels))
            self.bn.running_var.copy_(0.3 + torch.rand(out_channels))
            scale = self.bn.weight / torch.sqrt(self.bn.running_var + self.bn.eps)
            shift = self.bn.bias - self.bn.running_mean * scale
        self.register_buffer("bn_scale", scale.clone(), persistent=False)
        self.register_buffer("bn_shift", shift.clone(), persistent=False)

    def forward(self, x):
        x = x.contiguous(memory_format=torch.channels_last)
        B, C, H, W = x.shape
        w = self.conv.weight.contiguous()
        c_out = w.shape[0]
        y = torch.empty((B, c_out, H, W), device=x.device, dtype=x.dtype)
        BLOCK_P = 64
        BLOCK_C = max(16, min(32, triton.next_power_of_2(c_out)))
        grid = (B, triton.cdiv(H * W, BLOCK_P), triton.cdiv(c_out, BLOCK_C))
        conv3x3_nhwc_affine_relu_kernel[grid](x, w, self.conv.bias, self.bn_scale, self.bn_shift, y,
                                              C, c_out, H, W, *x.stride(), BLOCK_P=BLOCK_P,
                                              BLOCK_CI=16, BLOCK_C=BLOCK_C)
        return y
