# problem: level3/multihead_self_attention
# expect: ok
import functools
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def attention_kernel(qkv_ptr, o_ptr, S, E, Hh, D, scale,
                     BQ: tl.constexpr, BKV: tl.constexpr, BD: tl.constexpr):
    # qkv: (B, S, 3, H, D) contiguous; o: (B, S, H, D)
    pid_q = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // Hh
    h = bh % Hh
    rq = pid_q * BQ + tl.arange(0, BQ)
    rd = tl.arange(0, BD)
    dmask = rd < D
    row_stride = 3 * E
    q = tl.load(qkv_ptr + b * S * row_stride + rq[:, None] * row_stride + h * D + rd[None, :],
                mask=(rq[:, None] < S) & dmask[None, :], other=0.0)
    m_i = tl.full((BQ,), -float("inf"), tl.float32)
    l_i = tl.zeros((BQ,), tl.float32)
    acc = tl.zeros((BQ, BD), tl.float32)
    for k0 in range(0, S, BKV):
        rk = k0 + tl.arange(0, BKV)
        kmask = rk < S
        k = tl.load(qkv_ptr + b * S * row_stride + rk[:, None] * row_stride + E + h * D + rd[None, :],
                    mask=kmask[:, None] & dmask[None, :], other=0.0)
        v = tl.load(qkv_ptr + b * S * row_stride + rk[:, None] * row_stride + 2 * E + h * D + rd[None, :],
                    mask=kmask[:, None] & dmask[None, :], other=0.0)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
        s = tl.where(kmask[None, :], s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision="ieee")
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o_ptr + b * S * E + rq[:, None] * E + h * D + rd[None, :], acc,
             mask=(rq[:, None] < S) & dmask[None, :])


def _linear(x2d, weight, bias, block=32):
    M, K = x2d.shape
    N = weight.shape[0]
    y = torch.empty((M, N), device=x2d.device, dtype=x2d.dtype)
    linear_kernel[(triton.cdiv(M, block), triton.cdiv(N, block))](x2d, weight, bias, y, M, N, K,
                                                                   BM=block, BN=block, BK=32)
    return y


class AttentionOps:
    @staticmethod
    def attend(qkv, batch, seq, embed, heads):
        head_dim = embed // heads
        o = torch.empty((batch, seq, embed), device=qkv.device, dtype=qkv.dtype)
        BD = max(16, triton.next_power_of_2(head_dim))
        grid = (triton.cdiv(seq, 16), batch * heads)
        attention_kernel[grid](qkv, o, seq, embed, heads, head_dim, 1.0 / math.sqrt(head_dim),
                               BQ=16, BKV=16, BD=BD)
        return o


class ModelNew(nn.Module):
    def __init__(self, embed_dim, heads):
        super(ModelNew, self).__init__()
        self.heads = heads
        self.head_dim = embed_dim // heads
        qkv = nn.Linear(embed_dim, 3 * embed_dim)
        proj = nn.Linear(embed_dim, embed_dim)
        nn.init.normal_(qkv.weight, std=1.5 / math.sqrt(embed_dim))
        self.qkv_weight = nn.Parameter(qkv.weight.detach().clone())
        self.qkv_bias = nn.Parameter(qkv.bias.detach().clone())
        self.proj_weight = nn.Parameter(proj.weight.detach().clone())
        self.proj_bias = nn.Parameter(proj.bias.detach().clone())
        self.ops = AttentionOps()
        self.linear = functools.partial(_linear, block=32)

    def forward(self, x):
        b, s, e = x.shape
        x2 = x.reshape(b * s, e).contiguous()
        qkv = self.linear(x2, self.qkv_weight, self.qkv_bias)
        o = self.ops.attend(qkv, b, s, e, self.heads)
        y = self.linear(o.reshape(b * s, e), self.proj_weight, self.proj_bias)
        return y.reshape(b, s, e)
