# problem: level3/unet_down_up_block
# expect: ok
"""U-Net stage without torch.cat: the skip concat is one (B, 2C, H, W) buffer whose channel halves
are written in place by their producers (the transposed conv writes channels [0, C), the encoder
conv [C, 2C)), each kernel taking a channel offset and the buffer's total channel count."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv3x3_relu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, Cin, H, W, Cout, x_c_total, x_c_off, y_c_total, y_c_off,
                        BP: tl.constexpr, BC: tl.constexpr):
    b = tl.program_id(2).to(tl.int64)
    p = tl.program_id(0) * BP + tl.arange(0, BP)
    co = tl.program_id(1) * BC + tl.arange(0, BC)
    oh = p // W
    ow = p % W
    pm = p < H * W
    cm = co < Cout
    acc = tl.zeros([BP, BC], tl.float32)
    for ci in range(0, Cin):
        x_base = x_ptr + (b * x_c_total + x_c_off + ci) * H * W
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                ih = oh + kh - 1
                iw = ow + kw - 1
                ok = pm & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
                xv = tl.load(x_base + ih * W + iw, mask=ok, other=0.0)
                wv = tl.load(w_ptr + ((co * Cin + ci) * 3 + kh) * 3 + kw, mask=cm, other=0.0)
                acc += xv[:, None] * wv[None, :]
    acc += tl.load(b_ptr + co, mask=cm, other=0.0)[None, :]
    acc = tl.maximum(acc, 0.0)
    y_off = (b * y_c_total + y_c_off + co[None, :]) * H * W + p[:, None]
    tl.store(y_ptr + y_off, acc, mask=pm[:, None] & cm[None, :])


@triton.jit
def maxpool2_kernel(x_ptr, y_ptr, C, H, W, OH, OW, x_c_total, x_c_off, BLOCK: tl.constexpr):
    bc = tl.program_id(1).to(tl.int64)
    b = bc // C
    c = bc % C
    p = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = p < OH * OW
    oh = p // OW
    ow = p % OW
    base = x_ptr + (b * x_c_total + x_c_off + c) * H * W
    best = tl.full([BLOCK], -float("inf"), tl.float32)
    for dh in tl.static_range(2):
        for dw in tl.static_range(2):
            v = tl.load(base + (2 * oh + dh) * W + 2 * ow + dw, mask=m, other=-float("inf"))
            best = tl.maximum(best, v)
    tl.store(y_ptr + bc * OH * OW + p, best, mask=m)


@triton.jit
def upconv2x2_kernel(x_ptr, w_ptr, b_ptr, y_ptr, Cin, IH, IW, Cout, y_c_total, y_c_off,
                     BP: tl.constexpr, BC: tl.constexpr):
    # ConvTranspose2d(k=2, s=2): every output pixel has exactly one input pixel and tap.
    b = tl.program_id(2).to(tl.int64)
    OH = 2 * IH
    OW = 2 * IW
    p = tl.program_id(0) * BP + tl.arange(0, BP)
    co = tl.program_id(1) * BC + tl.arange(0, BC)
    pm = p < OH * OW
    cm = co < Cout
    oh = p // OW
    ow = p % OW
    ih = oh // 2
    iw = ow // 2
    tap = (oh % 2) * 2 + (ow % 2)
    acc = tl.zeros([BP, BC], tl.float32)
    for ci in range(0, Cin):
        xv = tl.load(x_ptr + ((b * Cin + ci) * IH + ih) * IW + iw, mask=pm, other=0.0)
        wv = tl.load(w_ptr + (ci * Cout + co[None, :]) * 4 + tap[:, None], mask=pm[:, None] & cm[None, :], other=0.0)
        acc += xv[:, None] * wv
    acc += tl.load(b_ptr + co, mask=cm, other=0.0)[None, :]
    tl.store(y_ptr + (b * y_c_total + y_c_off + co[None, :]) * OH * OW + p[:, None], acc,
             mask=pm[:, None] & cm[None, :])


BP, BC = 64, 16


def conv3x3_relu(x, conv, out, *, x_c_total, x_c_off=0, y_c_off=0):
    B = out.shape[0]
    _, Cin, _, _ = conv.weight.shape
    H, W = out.shape[-2:]
    Cout = conv.out_channels
    grid = (triton.cdiv(H * W, BP), triton.cdiv(Cout, BC), B)
    conv3x3_relu_kernel[grid](x, conv.weight, conv.bias, out, Cin, H, W, Cout, x_c_total, x_c_off,
                              out.shape[1], y_c_off, BP=BP, BC=BC)


class ModelNew(nn.Module):
    def __init__(self, in_channels, channels):
        super().__init__()
        self.enc = nn.Conv2d(in_channels, channels, 3, padding=1)
        self.mid = nn.Conv2d(channels, 2 * channels, 3, padding=1)
        self.up = nn.ConvTranspose2d(2 * channels, channels, 2, stride=2)
        self.dec = nn.Conv2d(2 * channels, channels, 3, padding=1)

    def forward(self, x):
        x = x.contiguous()
        B, Cin, H, W = x.shape
        C = self.enc.out_channels
        cat = torch.empty((B, 2 * C, H, W), device=x.device, dtype=x.dtype)
        conv3x3_relu(x, self.enc, cat, x_c_total=Cin, y_c_off=C)          # e -> channels [C, 2C)
        OH, OW = H // 2, W // 2
        pooled = torch.empty((B, C, OH, OW), device=x.device, dtype=x.dtype)
        maxpool2_kernel[(triton.cdiv(OH * OW, 256), B * C)](cat, pooled, C, H, W, OH, OW, 2 * C, C, BLOCK=256)
        m = torch.empty((B, 2 * C, OH, OW), device=x.device, dtype=x.dtype)
        conv3x3_relu(pooled, self.mid, m, x_c_total=C)
        upconv2x2_kernel[(triton.cdiv(4 * OH * OW, BP), triton.cdiv(C, BC), B)](
            m, self.up.weight, self.up.bias, cat, 2 * C, OH, OW, C, 2 * C, 0, BP=BP, BC=BC)  # u -> [0, C)
        out = torch.empty((B, C, H, W), device=x.device, dtype=x.dtype)
        conv3x3_relu(cat, self.dec, out, x_c_total=2 * C)
        return out
