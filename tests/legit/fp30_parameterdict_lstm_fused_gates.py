# problem: level3/lstm_unrolled
# expect: ok
"""LSTM whose weights are an `nn.ParameterDict` keyed like nn.LSTMCell's (weight_ih, weight_hh,
bias_ih, bias_hh), initialised in that order; one kernel per step computes the four gates as four
accumulators, updates c in its own buffer and writes h_t into the stacked output. Returns (h_all, c_T)."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

_KEYS = ("weight_ih", "weight_hh", "bias_ih", "bias_hh")


@triton.jit
def _sigmoid(a):
    return 1.0 / (1.0 + tl.exp(-a))


@triton.jit
def _tanh(a):
    e = tl.exp(-2.0 * tl.abs(a))
    t = (1.0 - e) / (1.0 + e)
    return tl.where(a >= 0, t, -t)


@triton.jit
def _gate_acc(acc, src_ptr, w_ptr, rb, rh, B, K, H, s_src, gate: tl.constexpr, BK: tl.constexpr):
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(src_ptr + rb[:, None] * s_src + rk[None, :], mask=(rb[:, None] < B) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + (gate * H + rh[None, :]) * K + rk[:, None],
                    mask=(rk[:, None] < K) & (rh[None, :] < H), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    return acc


@triton.jit
def lstm_step(x_ptr, h_ptr, c_in_ptr, c_out_ptr, wih_ptr, whh_ptr, bih_ptr, bhh_ptr, hout_ptr,
              B, I, H, sxb, shb, sob, BB: tl.constexpr, BH: tl.constexpr, BK: tl.constexpr):
    rb = tl.program_id(0) * BB + tl.arange(0, BB)
    rh = tl.program_id(1) * BH + tl.arange(0, BH)
    hm = rh < H
    m2 = (rb[:, None] < B) & hm[None, :]
    gi = tl.zeros([BB, BH], dtype=tl.float32)
    gf = tl.zeros([BB, BH], dtype=tl.float32)
    gg = tl.zeros([BB, BH], dtype=tl.float32)
    go = tl.zeros([BB, BH], dtype=tl.float32)
    gi = _gate_acc(gi, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 0, BK)
    gf = _gate_acc(gf, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 1, BK)
    gg = _gate_acc(gg, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 2, BK)
    go = _gate_acc(go, x_ptr, wih_ptr, rb, rh, B, I, H, sxb, 3, BK)
    gi = _gate_acc(gi, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 0, BK)
    gf = _gate_acc(gf, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 1, BK)
    gg = _gate_acc(gg, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 2, BK)
    go = _gate_acc(go, h_ptr, whh_ptr, rb, rh, B, H, H, shb, 3, BK)
    gi += (tl.load(bih_ptr + rh, mask=hm, other=0.0) + tl.load(bhh_ptr + rh, mask=hm, other=0.0))[None, :]
    gf += (tl.load(bih_ptr + H + rh, mask=hm, other=0.0) + tl.load(bhh_ptr + H + rh, mask=hm, other=0.0))[None, :]
    gg += (tl.load(bih_ptr + 2 * H + rh, mask=hm, other=0.0) + tl.load(bhh_ptr + 2 * H + rh, mask=hm, other=0.0))[None, :]
    go += (tl.load(bih_ptr + 3 * H + rh, mask=hm, other=0.0) + tl.load(bhh_ptr + 3 * H + rh, mask=hm, other=0.0))[None, :]
    c_prev = tl.load(c_in_ptr + rb[:, None] * H + rh[None, :], mask=m2, other=0.0)
    c = _sigmoid(gf) * c_prev + _sigmoid(gi) * _tanh(gg)
    h = _sigmoid(go) * _tanh(c)
    tl.store(c_out_ptr + rb[:, None] * H + rh[None, :], c, mask=m2)
    tl.store(hout_ptr + rb[:, None] * sob + rh[None, :], h, mask=m2)


class ModelNew(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.hidden = hidden
        shapes = {"weight_ih": (4 * hidden, input_size), "weight_hh": (4 * hidden, hidden),
                  "bias_ih": (4 * hidden,), "bias_hh": (4 * hidden,)}
        self.p = nn.ParameterDict({k: nn.Parameter(torch.empty(shapes[k])) for k in _KEYS})
        bound = 1.0 / math.sqrt(hidden)
        for k in _KEYS:
            nn.init.uniform_(self.p[k], -bound, bound)

    def forward(self, x, h0, c0):
        x = x.contiguous()
        B, T, I = x.shape
        H = self.hidden
        out = torch.empty((B, T, H), device=x.device, dtype=x.dtype)
        c = torch.empty((B, H), device=x.device, dtype=x.dtype)
        BB, BH, BK = 16, 32, 32
        grid = (triton.cdiv(B, BB), triton.cdiv(H, BH))
        h_prev, c_prev = h0.contiguous(), c0.contiguous()
        for t in range(T):
            x_t, h_t = x[:, t], out[:, t]
            lstm_step[grid](x_t, h_prev, c_prev, c, self.p["weight_ih"], self.p["weight_hh"],
                            self.p["bias_ih"], self.p["bias_hh"], h_t, B, I, H,
                            x_t.stride(0), h_prev.stride(0), h_t.stride(0), BB=BB, BH=BH, BK=BK)
            h_prev, c_prev = h_t, c
        return out, c
