# problem: level1/conv_transpose2d_upsample
# expect: ok
"""ConvTranspose2d(k=4, s=2, p=1) as a gather: each output pixel reads the (at most 2x2) input
pixels whose taps land on it. __init__ checks the layer's hyper-parameters with a `match`
statement on a tuple, the launch is a @staticmethod, and the kernel loops over taps with
tl.static_range and keeps the parity test in tl.where masks."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def deconv_s2_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, H, W, OH, OW,
                     K: tl.constexpr, STRIDE: tl.constexpr, PAD: tl.constexpr, BLOCK: tl.constexpr):
    bo = tl.program_id(0)
    b = bo // C_out
    oc = bo % C_out
    pix = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    inside = pix < OH * OW
    oh = pix // OW
    ow = pix % OW
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for ic in range(C_in):
        x_base = x_ptr + (b * C_in + ic) * H * W
        # ConvTranspose2d weight layout: (C_in, C_out, K, K)
        w_base = w_ptr + (ic * C_out + oc) * K * K
        for kh in tl.static_range(K):
            th = oh + PAD - kh
            ih = th // STRIDE
            h_ok = (th >= 0) & (th % STRIDE == 0) & (ih < H)
            for kw in tl.static_range(K):
                tw = ow + PAD - kw
                iw = tw // STRIDE
                ok = inside & h_ok & (tw >= 0) & (tw % STRIDE == 0) & (iw < W)
                ih_s = tl.where(ok, ih, 0)
                iw_s = tl.where(ok, iw, 0)
                v = tl.load(x_base + ih_s * W + iw_s, mask=ok, other=0.0)
                acc += v * tl.load(w_base + kh * K + kw)
    acc += tl.load(b_ptr + oc)
    tl.store(y_ptr + (b * C_out + oc) * OH * OW + pix, acc, mask=inside)


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
        BLOCK = 128
        grid = (B * c_out, triton.cdiv(OH * OW, BLOCK))
        deconv_s2_kernel[grid](x, weight, bias, y, C, c_out, H, W, OH, OW, K=k, STRIDE=s, PAD=p, BLOCK=BLOCK)
        return y

    def forward(self, x):
        return self._launch(x.contiguous(), self.deconv.weight.contiguous(), self.deconv.bias,
                            self.k, self.s, self.p)
