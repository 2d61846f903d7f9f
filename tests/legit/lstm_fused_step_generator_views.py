# problem: level3/lstm_unrolled
# expect: ok
"""LSTMCell unrolled with one fused kernel per step: each program owns a (batch tile, hidden tile)
and accumulates all four gates (i, f, g, o) with tl.dot over x_t and h_{t-1}, then updates c in
place and writes h_t straight into out[:, t] through its strides. The per-step views come from a
generator method (`yield`), the cell's parameters are read from the nn.LSTMCell holder."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh(v):
    return 2.0 * tl.sigmoid(2.0 * v) - 1.0


@triton.jit
def _gate_dot(acc, a, w_ptr, rows, kk, K, swr, swk):
    w = tl.load(w_ptr + rows[None, :] * swr + kk[:, None] * swk, mask=kk[:, None] < K, other=0.0)
    return acc + tl.dot(a, w, input_precision="ieee")


@triton.jit
def lstm_step_kernel(x_ptr, h_ptr, c_ptr, hout_ptr, wih_ptr, whh_ptr, bih_ptr, bhh_ptr,
                     B, I, H, sxb, shb, shout_b, scb,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rn_c = tl.where(rn < H, rn, 0)
    rk = tl.arange(0, BK)
    acc_i = tl.zeros([BM, BN], dtype=tl.float32)
    acc_f = tl.zeros([BM, BN], dtype=tl.float32)
    acc_g = tl.zeros([BM, BN], dtype=tl.float32)
    acc_o = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, I, BK):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxb + kk[None, :], mask=(rm[:, None] < B) & (kk[None, :] < I), other=0.0)
        acc_i = _gate_dot(acc_i, a, wih_ptr, rn_c, kk, I, I, 1)
        acc_f = _gate_dot(acc_f, a, wih_ptr, rn_c + H, kk, I, I, 1)
        acc_g = _gate_dot(acc_g, a, wih_ptr, rn_c + 2 * H, kk, I, I, 1)
        acc_o = _gate_dot(acc_o, a, wih_ptr, rn_c + 3 * H, kk, I, I, 1)
    for k0 in range(0, H, BK):
        kk = k0 + rk
        a = tl.load(h_ptr + rm[:, None] * shb + kk[None, :], mask=(rm[:, None] < B) & (kk[None, :] < H), other=0.0)
        acc_i = _gate_dot(acc_i, a, whh_ptr, rn_c, kk, H, H, 1)
        acc_f = _gate_dot(acc_f, a, whh_ptr, rn_c + H, kk, H, H, 1)
        acc_g = _gate_dot(acc_g, a, whh_ptr, rn_c + 2 * H, kk, H, H, 1)
        acc_o = _gate_dot(acc_o, a, whh_ptr, rn_c + 3 * H, kk, H, H, 1)
    ig = tl.sigmoid(acc_i + (tl.load(bih_ptr + rn_c) + tl.load(bhh_ptr + rn_c))[None, :])
    fg = tl.sigmoid(acc_f + (tl.load(bih_ptr + rn_c + H) + tl.load(bhh_ptr + rn_c + H))[None, :])
    gg = _tanh(acc_g + (tl.load(bih_ptr + rn_c + 2 * H) + tl.load(bhh_ptr + rn_c + 2 * H))[None, :])
    og = tl.sigmoid(acc_o + (tl.load(bih_ptr + rn_c + 3 * H) + tl.load(bhh_ptr + rn_c + 3 * H))[None, :])
    m = (rm[:, None] < B) & (rn[None, :] < H)
    c_ptrs = c_ptr + rm[:, None] * scb + rn[None, :]
    c_new = fg * tl.load(c_ptrs, mask=m, other=0.0) + ig * gg
    tl.store(c_ptrs, c_new, mask=m)
    tl.store(hout_ptr + rm[:, None] * shout_b + rn[None, :], og * _tanh(c_new), mask=m)


class ModelNew(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.cell = nn.LSTMCell(input_size, hidden)

    @staticmethod
    def _step_views(x, h0, out):
        h_prev = h0
        for t in range(x.size(1)):
            yield x[:, t], h_prev, out[:, t]
            h_prev = out[:, t]

    def forward(self, x, h0, c0):
        x = x.contiguous()
        B, T, I = x.shape
        H = h0.shape[1]
        out = torch.empty((B, T, H), device=x.device, dtype=x.dtype)
        c = c0.contiguous().clone()
        cell = self.cell
        grid = (triton.cdiv(B, 16), triton.cdiv(H, 32))
        for x_t, h_prev, h_out in self._step_views(x, h0.contiguous(), out):
            lstm_step_kernel[grid](x_t, h_prev, c, h_out, cell.weight_ih, cell.weight_hh, cell.bias_ih, cell.bias_hh,
                                   B, I, H, x_t.stride(0), h_prev.stride(0), h_out.stride(0), c.stride(0),
                                   BM=16, BN=32, BK=16)
        return out, c
