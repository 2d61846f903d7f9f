# problem: level1/conv_transpose2d_upsample
# expect: ok
"""ConvTranspose2d(k=4, s=2, p=1) as a gather: each output pixel reads the (at most 2x2) input
pixels whose taps land on it. __init__ checks the layer's hyper-parameters with a `match`
statement on a tuple, the launch is a @staticmethod, and the kernel loops over taps with
tl.static_range, keeps the parity test in tl.where masks and multiplies each tap's gathered
[pixels, 16 input channels] tile by its [16, C_out tile] weights with tl.dot; the input channels
are a runtime loop in chunks of 16 around the unrolled taps and output channels a grid axis in
tiles of at most 32, so the unrolled code stays small."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def deconv_s2_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, H, W, OH, OW,
                     K: tl.constexpr, STRIDE: tl.constexpr, PAD: tl.constexpr,
                     BLOCK_P: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_CO: tl.constexpr):
    b = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    oc = tl.program_id(2) * BLOCK_CO + tl.arange(0, BLOCK_CO)
    inside = p < OH * OW
    oh = p // OW
    ow = p % OW
    acc = tl.zeros([BLOCK_P, BLOCK_CO], dtype=tl.float32)
    for c0 in range(0, C_in, BLOCK_CI):  # input channels in chunks, a runtime loop
        ci = c0 + tl.arange(0, BLOCK_CI)
        for kh in tl.static_range(K):
            th = oh + PAD - kh
            ih = th // STRIDE
            h_ok = (th >= 0) & (th % STRIDE == 0) & (ih < H)
            for kw in tl.static_range(K):
                tw = ow + PAD - kw
                iw = tw // STRIDE
                ok = inside & h_ok & (tw >= 0) & (tw % STRIDE == 0) & (iw < W)
                src = tl.where(ok, ih * W + iw, 0)
                v = tl.load(x_ptr + (b * C_in + ci[None, :]) * H * W + src[:, None],
                            mask=ok[:, None] & (ci[None, :] < C_in), other=0.0)
                # ConvTranspose2d weight layout: (C_in, C_out, K, K)
                wt = tl.load(w_ptr + ((ci[:, None] * C_out + oc[None, :]) * K + kh) * K + kw,
                             mask=(ci[:, None] < C_in) & (oc[None, :] < C_out), other=0.0)
                acc += tl.dot(v, wt, input_precision="ieee")
    acc += tl.load(b_ptr + oc, mask=oc < C_out, other=0.0)[None, :]
    tl.store(y_ptr + (b * C_out + oc[None, :]) * OH * OW + p[:, None], acc,
             mask=inside[:, None] & (oc[None, :] < C_out))


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.deconv = nn.ConvTranspose2d(in_channels, out_channels, 4, stride=2, padding=1)
        match (self.deconv.kernel_size, self.deconv.stride, self.deconv.padding):
            case ((k, k2), (s, s2), (p, p2)) if k == k2 and s == s2 and p == p2:
                self.k, self.s, self.p = k, s, p
            case other:
                raise ValueError(f"only square deconvolutions are supported, got {other}")

    @staticmethod
    def _launch(x, weight, bias, k, s, p):
        B, C, H, W = x.shape
        c_out = weight.shape[1]
        OH = (H - 1) * s - 2 * p + k
        OW = (W - 1) * s - 2 * p + k
        y = torch.empty((B, c_out, OH, OW), device=x.device, dtype=x.dtype)
        BLOCK_P = 64
        BLOCK_CO = max(16, min(32, triton.next_power_of_2(c_out)))
        grid = (B, triton.cdiv(OH * OW, BLOCK_P), triton.cdiv(c_out, BLOCK_CO))
        deconv_s2_kernel[grid](x, weight, bias, y, C, c_out, H, W, OH, OW, K=k, STRIDE=s, PAD=p, BLOCK_P=BLOCK_P,
                               BLOCK_CI=16, BLOCK_CO=BLOCK_CO)
        return y

    def forward(self, x):
        return self._launch(x.contiguous(), self.deconv.weight.contiguous(), self.deconv.bias,
                            self.k, self.s, self.p)
