# problem: level3/gru_unrolled
# expect: ok
"""A GRU unrolled over time: one fused kernel per step, held in a module-level list
(`STEP_KERNELS`) and unpacked in forward; six gate projections through a @triton.jit helper that
takes the gate index as a constexpr, gate math in helpers calling helpers (`_tanh` via `_sigmoid`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sigmoid(x):
    return 1.0 / (1.0 + tl.exp(-x))


@triton.jit
def _tanh(x):
    return 2.0 * _sigmoid(2.0 * x) - 1.0


@triton.jit
def _proj(in_ptr, s_in, w_ptr, rb, rh, B, KD, Hd, gate: tl.constexpr, BB: tl.constexpr, BH: tl.constexpr,
          BK: tl.constexpr):
    acc = tl.zeros((BB, BH), tl.float32)
    rk = tl.arange(0, BK)
    rows = gate * Hd + rh
    for k0 in range(0, KD, BK):
        kk = k0 + rk
        a = tl.load(in_ptr + rb[:, None] * s_in + kk[None, :], mask=(rb[:, None] < B) & (kk[None, :] < KD), other=0.0)
        w = tl.load(w_ptr + rows[None, :] * KD + kk[:, None], mask=(rh[None, :] < Hd) & (kk[:, None] < KD), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    return acc


@triton.jit
def gru_step_kernel(x_ptr, h_ptr, wih_ptr, whh_ptr, bih_ptr, bhh_ptr, out_ptr, B, I, Hd, sx, sh, so,
                    BB: tl.constexpr, BH: tl.constexpr, BK: tl.constexpr):
    rb = tl.program_id(0) * BB + tl.arange(0, BB)
    rh = tl.program_id(1) * BH + tl.arange(0, BH)
    hm = rh < Hd
    gi_r = _proj(x_ptr, sx, wih_ptr, rb, rh, B, I, Hd, 0, BB, BH, BK)
    gi_z = _proj(x_ptr, sx, wih_ptr, rb, rh, B, I, Hd, 1, BB, BH, BK)
    gi_n = _proj(x_ptr, sx, wih_ptr, rb, rh, B, I, Hd, 2, BB, BH, BK)
    gh_r = _proj(h_ptr, sh, whh_ptr, rb, rh, B, Hd, Hd, 0, BB, BH, BK)
    gh_z = _proj(h_ptr, sh, whh_ptr, rb, rh, B, Hd, Hd, 1, BB, BH, BK)
    gh_n = _proj(h_ptr, sh, whh_ptr, rb, rh, B, Hd, Hd, 2, BB, BH, BK)
    b_ir = tl.load(bih_ptr + rh, mask=hm, other=0.0)[None, :]
    b_iz = tl.load(bih_ptr + Hd + rh, mask=hm, other=0.0)[None, :]
    b_in = tl.load(bih_ptr + 2 * Hd + rh, mask=hm, other=0.0)[None, :]
    b_hr = tl.load(bhh_ptr + rh, mask=hm, other=0.0)[None, :]
    b_hz = tl.load(bhh_ptr + Hd + rh, mask=hm, other=0.0)[None, :]
    b_hn = tl.load(bhh_ptr + 2 * Hd + rh, mask=hm, other=0.0)[None, :]
    r = _sigmoid(gi_r + b_ir + gh_r + b_hr)
    z = _sigmoid(gi_z + b_iz + gh_z + b_hz)
    n = _tanh(gi_n + b_in + r * (gh_n + b_hn))
    mask = (rb[:, None] < B) & hm[None, :]
    h_prev = tl.load(h_ptr + rb[:, None] * sh + rh[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + rb[:, None] * so + rh[None, :], (1.0 - z) * n + z * h_prev, mask=mask)


STEP_KERNELS = [gru_step_kernel]


class ModelNew(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.cell = nn.GRUCell(input_size, hidden)

    def forward(self, x, h0):
        x = x.contiguous()
        B, T, I = x.shape
        Hd = h0.shape[1]
        out = torch.empty((B, T, Hd), device=x.device, dtype=x.dtype)
        BB, BH, BK = 16, 32, 32
        grid = (triton.cdiv(B, BB), triton.cdiv(Hd, BH))
        h = h0.contiguous()
        (step,) = STEP_KERNELS
        for t in range(T):
            xt, ot = x[:, t], out[:, t]
            step[grid](xt, h, self.cell.weight_ih, self.cell.weight_hh, self.cell.bias_ih, self.cell.bias_hh, ot,
                       B, I, Hd, xt.stride(0), h.stride(0), ot.stride(0), BB=BB, BH=BH, BK=BK)
            h = ot
        return out
