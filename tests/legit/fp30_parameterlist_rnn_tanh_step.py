# problem: level3/rnn_tanh_unrolled
# expect: ok
"""Elman RNN whose weights live in an `nn.ParameterList` (w_ih, w_hh, b_ih, b_hh), created empty and
initialised with `nn.init.uniform_` in nn.RNNCell's order; one fused step kernel per time step
writes h_t straight into the (B, T, H) output."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh(a):
    e = tl.exp(-2.0 * tl.abs(a))
    t = (1.0 - e) / (1.0 + e)
    return tl.where(a >= 0, t, -t)


@triton.jit
def rnn_step(x_ptr, h_ptr, wih_ptr, whh_ptr, bih_ptr, bhh_ptr, out_ptr, B, I, H, sxb, shb, sob,
             BB: tl.constexpr, BH: tl.constexpr, BK: tl.constexpr):
    rb = tl.program_id(0) * BB + tl.arange(0, BB)
    rh = tl.program_id(1) * BH + tl.arange(0, BH)
    acc = tl.zeros([BB, BH], dtype=tl.float32)
    for k0 in range(0, I, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rb[:, None] * sxb + rk[None, :], mask=(rb[:, None] < B) & (rk[None, :] < I), other=0.0)
        w = tl.load(wih_ptr + rh[None, :] * I + rk[:, None], mask=(rk[:, None] < I) & (rh[None, :] < H), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    for k0 in range(0, H, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(h_ptr + rb[:, None] * shb + rk[None, :], mask=(rb[:, None] < B) & (rk[None, :] < H), other=0.0)
        w = tl.load(whh_ptr + rh[None, :] * H + rk[:, None], mask=(rk[:, None] < H) & (rh[None, :] < H), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    bias = tl.load(bih_ptr + rh, mask=rh < H, other=0.0) + tl.load(bhh_ptr + rh, mask=rh < H, other=0.0)
    y = _tanh(acc + bias[None, :])
    tl.store(out_ptr + rb[:, None] * sob + rh[None, :], y, mask=(rb[:, None] < B) & (rh[None, :] < H))


class ModelNew(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.hidden = hidden
        self.params = nn.ParameterList([
            nn.Parameter(torch.empty(hidden, input_size)),
            nn.Parameter(torch.empty(hidden, hidden)),
            nn.Parameter(torch.empty(hidden)),
            nn.Parameter(torch.empty(hidden)),
        ])
        stdv = 1.0 / math.sqrt(hidden)
        for p in self.params:
            nn.init.uniform_(p, -stdv, stdv)

    def forward(self, x, h0):
        x = x.contiguous()
        h0 = h0.contiguous()
        B, T, I = x.shape
        H = self.hidden
        w_ih, w_hh, b_ih, b_hh = self.params
        out = torch.empty((B, T, H), device=x.device, dtype=x.dtype)
        BB, BH, BK = 16, 64, 32
        grid = (triton.cdiv(B, BB), triton.cdiv(H, BH))
        h_prev = h0
        for t in range(T):
            x_t = x[:, t]
            h_t = out[:, t]
            rnn_step[grid](x_t, h_prev, w_ih, w_hh, b_ih, b_hh, h_t, B, I, H,
                           x_t.stride(0), h_prev.stride(0), h_t.stride(0), BB=BB, BH=BH, BK=BK)
            h_prev = h_t
        return out
