# problem: level3/unet_down_up_block
# expect: ok
"""U-Net down/up block without torch.cat: the decoder's conv3x3 reads its input channels from two
tensors (the upsampled u for channels < C1, the skip e after), so the concat never exists. The
launchers are @staticmethods of an `Ops` class named like PyTorch's functions (`Ops.conv2d`,
`Ops.max_pool2d`, `Ops.conv_transpose2d`); the kernels are a two-source conv3x3 (+bias, ReLU), a
2x2 max pool and a 2x2 stride-2 transposed conv. The convolution multiplies, per tap, a
[pixels, 16] tile of the C1 + C2 input channels by the tap's [16, C_out tile] weights with tl.dot,
in a runtime loop over chunks of 16 channels (a chunk may straddle the two sources) around the
unrolled taps, with output channels a grid axis in tiles of at most 32."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv3x3_two_src_kernel(x1_ptr, x2_ptr, w_ptr, b_ptr, y_ptr, C1, C2, C_out, H, W, RELU: tl.constexpr,
                           BLOCK_P: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_CO: tl.constexpr):
    b = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    oc = tl.program_id(2) * BLOCK_CO + tl.arange(0, BLOCK_CO)
    ok = p < H * W
    h = p // W
    w = p % W
    C = C1 + C2
    acc = tl.zeros([BLOCK_P, BLOCK_CO], dtype=tl.float32)
    for c0 in range(0, C, BLOCK_CI):  # the input channels of both sources in chunks, a runtime loop
        ci = c0 + tl.arange(0, BLOCK_CI)
        from_1 = ci < C1
        from_2 = (ci >= C1) & (ci < C)
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                hh = h + kh - 1
                ww = w + kw - 1
                m = (ok & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W))[:, None]
                pix = hh[:, None] * W + ww[:, None]
                # channels [0, C1) come from x1, [C1, C1 + C2) from x2: the concat is never built
                xv = tl.load(x1_ptr + (b * C1 + ci[None, :]) * H * W + pix, mask=m & from_1[None, :], other=0.0) + \
                    tl.load(x2_ptr + (b * C2 + ci[None, :] - C1) * H * W + pix, mask=m & from_2[None, :], other=0.0)
                wv = tl.load(w_ptr + ((oc[None, :] * C + ci[:, None]) * 3 + kh) * 3 + kw,
                             mask=(ci[:, None] < C) & (oc[None, :] < C_out), other=0.0)
                acc += tl.dot(xv, wv, input_precision="ieee")
    acc += tl.load(b_ptr + oc, mask=oc < C_out, other=0.0)[None, :]
    if RELU:
        acc = tl.maximum(acc, 0.0)
    tl.store(y_ptr + (b * C_out + oc[None, :]) * H * W + p[:, None], acc, mask=ok[:, None] & (oc[None, :] < C_out))


@triton.jit
def maxpool2x2_kernel(x_ptr, y_ptr, H, W, OH, OW, BLOCK: tl.constexpr):
    plane = tl.program_id(0)
    p = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    ok = p < OH * OW
    base = x_ptr + plane * H * W + (p // OW) * 2 * W + (p % OW) * 2
    a = tl.load(base, mask=ok, other=float("-inf"))
    b = tl.load(base + 1, mask=ok, other=float("-inf"))
    c = tl.load(base + W, mask=ok, other=float("-inf"))
    d = tl.load(base + W + 1, mask=ok, other=float("-inf"))
    tl.store(y_ptr + plane * OH * OW + p, tl.maximum(tl.maximum(a, b), tl.maximum(c, d)), mask=ok)


@triton.jit
def deconv2x2s2_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, H, W, BLOCK: tl.constexpr, BLOCK_CI: tl.constexpr):
    bo = tl.program_id(0)
    b = bo // C_out
    oc = bo % C_out
    OW = 2 * W
    p = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    ci = tl.arange(0, BLOCK_CI)
    ok = p < 4 * H * W
    oh = p // OW
    ow = p % OW
    tap = (oh % 2) * 2 + (ow % 2)
    m = (ci[:, None] < C_in) & ok[None, :]
    v = tl.load(x_ptr + ((b * C_in + ci[:, None]) * H + oh[None, :] // 2) * W + ow[None, :] // 2, mask=m, other=0.0)
    wv = tl.load(w_ptr + (ci[:, None] * C_out + oc) * 4 + tap[None, :], mask=m, other=0.0)
    acc = tl.sum(v * wv, axis=0) + tl.load(b_ptr + oc)
    tl.store(y_ptr + (b * C_out + oc) * 4 * H * W + p, acc, mask=ok)


class Ops:
    BLOCK = 64

    @staticmethod
    def conv2d(x1, weight, bias, x2=None, relu=True):
        B, C1, H, W = x1.shape
        C2 = 0 if x2 is None else x2.shape[1]
        c_out = weight.shape[0]
        y = torch.empty((B, c_out, H, W), device=x1.device, dtype=x1.dtype)
        block_co = max(16, min(32, triton.next_power_of_2(c_out)))
        conv3x3_two_src_kernel[(B, triton.cdiv(H * W, Ops.BLOCK), triton.cdiv(c_out, block_co))](
            x1, x1 if x2 is None else x2, weight, bias, y, C1, C2, c_out, H, W, RELU=relu, BLOCK_P=Ops.BLOCK,
            BLOCK_CI=16, BLOCK_CO=block_co)
        return y

    @staticmethod
    def max_pool2d(x):
        B, C, H, W = x.shape
        OH, OW = H // 2, W // 2
        y = torch.empty((B, C, OH, OW), device=x.device, dtype=x.dtype)
        maxpool2x2_kernel[(B * C, triton.cdiv(OH * OW, Ops.BLOCK))](x, y, H, W, OH, OW, BLOCK=Ops.BLOCK)
        return y

    @staticmethod
    def conv_transpose2d(x, weight, bias):
        B, C, H, W = x.shape
        c_out = weight.shape[1]
        y = torch.empty((B, c_out, 2 * H, 2 * W), device=x.device, dtype=x.dtype)
        deconv2x2s2_kernel[(B * c_out, triton.cdiv(4 * H * W, 4 * Ops.BLOCK))](
            x, weight, bias, y, C, c_out, H, W, BLOCK=4 * Ops.BLOCK, BLOCK_CI=triton.next_power_of_2(C))
        return y


class ModelNew(nn.Module):
    def __init__(self, in_channels, channels):
        super().__init__()
        self.enc = nn.Conv2d(in_channels, channels, 3, padding=1)
        self.mid = nn.Conv2d(channels, 2 * channels, 3, padding=1)
        self.up = nn.ConvTranspose2d(2 * channels, channels, 2, stride=2)
        self.dec = nn.Conv2d(2 * channels, channels, 3, padding=1)

    def forward(self, x):
        x = x.contiguous()
        e = Ops.conv2d(x, self.enc.weight, self.enc.bias)
        m = Ops.conv2d(Ops.max_pool2d(e), self.mid.weight, self.mid.bias)
        u = Ops.conv_transpose2d(m, self.up.weight, self.up.bias)
        return Ops.conv2d(u, self.dec.weight, self.dec.bias, x2=e)
