# problem: level2/conv2d_groupnorm_silu
# expect: ok
"""Two kernel-launching sub-layers that inherit from one own base Module (`_TritonLayer`, which
holds the launch helper and a class-level BLOCK one subclass overrides): `TritonConv3x3` wraps an
nn.Conv2d as its weight holder, `TritonGroupNormSiLU` an nn.GroupNorm; ModelNew composes them and
its __init__ replays the reference's affine initialisation through the sub-layers' attributes."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv3x3_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, C_out, H, W,
                   BLOCK_P: tl.constexpr, BLOCK_CI: tl.constexpr, BLOCK_CO: tl.constexpr):
    b = tl.program_id(0)
    oc = tl.program_id(1) * BLOCK_CO + tl.arange(0, BLOCK_CO)
    p = tl.program_id(2) * BLOCK_P + tl.arange(0, BLOCK_P)
    ok = p < H * W
    h = p // W
    w = p % W
    acc = tl.zeros([BLOCK_P, BLOCK_CO], dtype=tl.float32)
    for c0 in range(0, C_in, BLOCK_CI):  # input channels in chunks, a runtime loop
        ci = c0 + tl.arange(0, BLOCK_CI)
        for kh in tl.static_range(3):
            for kw in tl.static_range(3):
                hh = h + kh - 1
                ww = w + kw - 1
                m = ok & (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
                xv = tl.load(x_ptr + ((b * C_in + ci[None, :]) * H + hh[:, None]) * W + ww[:, None],
                             mask=m[:, None] & (ci[None, :] < C_in), other=0.0)
                wv = tl.load(w_ptr + ((oc[None, :] * C_in + ci[:, None]) * 3 + kh) * 3 + kw,
                             mask=(ci[:, None] < C_in) & (oc[None, :] < C_out), other=0.0)
                acc += tl.dot(xv, wv, input_precision="ieee")
    acc += tl.load(b_ptr + oc, mask=oc < C_out, other=0.0)[None, :]
    tl.store(y_ptr + (b * C_out + oc[None, :]) * H * W + p[:, None], acc, mask=ok[:, None] & (oc[None, :] < C_out))


@triton.jit
def groupnorm_silu_kernel(x_ptr, g_ptr, bta_ptr, y_ptr, C, HW, G, eps, BLOCK: tl.constexpr):
    bg = tl.program_id(0)
    b = bg // G
    g = bg % G
    cpg = C // G
    n = cpg * HW
    base = (b * C + g * cpg) * HW
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    acc2 = tl.zeros([BLOCK], dtype=tl.float32)
    for s in range(0, n, BLOCK):
        i = s + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + base + i, mask=i < n, other=0.0)
        acc += v
        acc2 += v * v
    mean = tl.sum(acc, axis=0) / n
    var = tl.maximum(tl.sum(acc2, axis=0) / n - mean * mean, 0.0)
    rstd = tl.rsqrt(var + eps)
    for s in range(0, n, BLOCK):
        i = s + tl.arange(0, BLOCK)
        m = i < n
        c = g * cpg + i // HW
        v = tl.load(x_ptr + base + i, mask=m, other=0.0)
        z = (v - mean) * rstd * tl.load(g_ptr + c, mask=m, other=1.0) + tl.load(bta_ptr + c, mask=m, other=0.0)
        tl.store(y_ptr + base + i, z * tl.sigmoid(z), mask=m)


class _TritonLayer(nn.Module):
    BLOCK = 128

    def _out_like(self, x, channels=None):
        shape = list(x.shape)
        if channels is not None:
            shape[1] = channels
        return torch.empty(shape, device=x.device, dtype=x.dtype)


class TritonConv3x3(_TritonLayer):
    BLOCK = 64  # pixels per program; channels are tiles of 16 to 32 (tl.dot needs at least 16)
    BLOCK_CI = 16  # input channels per step of the kernel's runtime loop

    def __init__(self, c_in, c_out):
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, 3, padding=1)

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        w = self.conv.weight.contiguous()
        c_out = w.shape[0]
        y = self._out_like(x, c_out)
        block_co = max(16, min(32, triton.next_power_of_2(c_out)))
        grid = (B, triton.cdiv(c_out, block_co), triton.cdiv(H * W, self.BLOCK))
        conv3x3_kernel[grid](x, w, self.conv.bias, y, C, c_out, H, W, BLOCK_P=self.BLOCK,
                             BLOCK_CI=self.BLOCK_CI, BLOCK_CO=block_co)
        return y


class TritonGroupNormSiLU(_TritonLayer):
    def __init__(self, groups, channels):
        super().__init__()
        self.norm = nn.GroupNorm(groups, channels)

    def forward(self, x):
        B, C, H, W = x.shape
        y = self._out_like(x)
        G = self.norm.num_groups
        groupnorm_silu_kernel[(B * G,)](x, self.norm.weight, self.norm.bias, y, C, H * W, G, self.norm.eps,
                                        BLOCK=self.BLOCK)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels, groups):
        super().__init__()
        self.conv = TritonConv3x3(in_channels, out_channels)
        self.norm_act = TritonGroupNormSiLU(groups, out_channels)
        with torch.no_grad():
            self.norm_act.norm.weight.copy_(1.0 + 0.25 * torch.randn(out_channels))
            self.norm_act.norm.bias.copy_(0.2 * torch.randn(out_channels))

    def forward(self, x):
        return self.norm_act(self.conv(x))
