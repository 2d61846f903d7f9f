# problem: level3/gru_unrolled
# expect: ok
"""GRU with its weights added by `self.register_parameter(name, nn.Parameter(...))` in a loop over
names (nn.GRUCell's order) and initialised with `nn.init.uniform_` over `self.parameters()`; the step
kernel keeps six accumulators (r, z, n for the input and the hidden side) and writes h_t in place."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _mm_acc(acc, src_ptr, w_ptr, rb, rh, B, K, H, s_src, gate: tl.constexpr, BK: tl.constexpr):
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(src_ptr + rb[:, None] * s_src + rk[None, :], mask=(rb[:, None] < B) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + (gate * H + rh[None, :]) * K + rk[:, None],
                    mask=(rk[:, None] < K) & (rh[None, :] < H), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    return acc


@triton.jit
def gru_step(x_ptr, h_ptr, wih_ptr, whh_ptr, bih_ptr, bhh_ptr, out_ptr, B, I, H, sxb, shb, sob,
             BB: tl.constexpr, BH: tl.constexpr, BK: tl.constexpr):
    rb = tl.program_id(0) * BB + tl.arange(0, BB)
    rh = tl.program_id(1) * BH + tl.arange(0, BH)
    hm = rh < H
    m2 = (rb[:, None] < B) & hm[None, :]
    zero = tl.zeros([BB, BH], dtype=tl.float32)
    xr = _mm_acc(zero, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 0, BK)
    xz = _mm_acc(zero, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 1, BK)
    xn = _mm_acc(zero, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 2, BK)
    hr = _mm_acc(zero, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 0, BK)
    hz = _mm_acc(zero, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 1, BK)
    hn = _mm_acc(zero, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 2, BK)
    xr += tl.load(bih_ptr + rh, mask=hm, other=0.0)[None, :]
    xz += tl.load(bih_ptr + H + rh, mask=hm, other=0.0)[None, :]
    xn += tl.load(bih_ptr + 2 * H + rh, mask=hm, other=0.0)[None, :]
    hr += tl.load(bhh_ptr + rh, mask=hm, other=0.0)[None, :]
    hz += tl.load(bhh_ptr + H + rh, mask=hm, other=0.0)[None, :]
    hn += tl.load(bhh_ptr + 2 * H + rh, mask=hm, other=0.0)[None, :]
    r = 1.0 / (1.0 + tl.exp(-(xr + hr)))
    z = 1.0 / (1.0 + tl.exp(-(xz + hz)))
    a = xn + r * hn
    e = tl.exp(-2.0 * tl.abs(a))
    n = tl.where(a >= 0, (1.0 - e) / (1.0 + e), -(1.0 - e) / (1.0 + e))
    h_old = tl.load(h_ptr + rb[:, None] * shb + rh[None, :], mask=m2, other=0.0)
    h = (1.0 - z) * n + z * h_old
    tl.store(out_ptr + rb[:, None] * sob + rh[None, :], h, mask=m2)


class ModelNew(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.hidden = hidden
        for name, shape in (("weight_ih", (3 * hidden, input_size)), ("weight_hh", (3 * hidden, hidden)),
                            ("bias_ih", (3 * hidden,)), ("bias_hh", (3 * hidden,))):
            self.register_parameter(name, nn.Parameter(torch.empty(shape)))
        stdv = 1.0 / math.sqrt(hidden)
        for w in self.parameters():
            nn.init.uniform_(w, -stdv, stdv)

    def forward(self, x, h0):
        x = x.contiguous()
        B, T, I = x.shape
        H = self.hidden
        out = torch.empty((B, T, H), device=x.device, dtype=x.dtype)
        BB, BH, BK = 16, 32, 32
        grid = (triton.cdiv(B, BB), triton.cdiv(H, BH))
        h_prev = h0.contiguous()
        for t in range(T):
            x_t, h_t = x[:, t], out[:, t]
            gru_step[grid](x_t, h_prev, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh, h_t,
                           B, I, H, x_t.stride(0), h_prev.stride(0), h_t.stride(0), BB=BB, BH=BH, BK=BK)
            h_prev = h_t
        return out
