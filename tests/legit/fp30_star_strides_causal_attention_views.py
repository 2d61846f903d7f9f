# problem: level3/causal_self_attention
# expect: ok
"""Causal attention block where q, k and v stay strided views of the fused QKV output
(`.view(b, s, 3, h, d).permute(2, 0, 3, 1, 4)` then indexing), their strides splatted into the
attention launch with `*q.stride()`; the output is written as (b, s, h*d) for the projection GEMM."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_bias_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    tl.store(y_ptr + rm[:, None].to(tl.int64) * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def causal_attn_kernel(q_ptr, k_ptr, v_ptr, o_ptr,
                       sqb, sqh, sqs, sqd, skb, skh, sks, skd, svb, svh, svs, svd,
                       sob, sos, soh, sod, H, S, D, scale,
                       BQ: tl.constexpr, BKV: tl.constexpr, BD: tl.constexpr):
    pid_q = tl.program_id(0)
    bh = tl.program_id(1)
    b = (bh // H).to(tl.int64)
    h = (bh % H).to(tl.int64)
    rq = pid_q * BQ + tl.arange(0, BQ)
    rd = tl.arange(0, BD)
    dm = rd[None, :] < D
    q = tl.load(q_ptr + b * sqb + h * sqh + rq[:, None] * sqs + rd[None, :] * sqd, mask=(rq[:, None] < S) & dm, other=0.0)
    m_i = tl.full([BQ], -float("inf"), tl.float32)
    l_i = tl.zeros([BQ], tl.float32)
    acc = tl.zeros([BQ, BD], tl.float32)
    for k0 in range(0, tl.minimum((pid_q + 1) * BQ, S), BKV):
        rk = k0 + tl.arange(0, BKV)
        km = (rk[:, None] < S) & dm
        k = tl.load(k_ptr + b * skb + h * skh + rk[:, None] * sks + rd[None, :] * skd, mask=km, other=0.0)
        v = tl.load(v_ptr + b * svb + h * svh + rk[:, None] * svs + rd[None, :] * svd, mask=km, other=0.0)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
        s = tl.where(rk[None, :] <= rq[:, None], s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v, input_precision="ieee")
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(o_ptr + b * sob + rq[:, None] * sos + h * soh + rd[None, :] * sod, out.to(o_ptr.dtype.element_ty),
             mask=(rq[:, None] < S) & dm)


def linear(x2, lin):
    M, K = x2.shape
    N = lin.out_features
    y = torch.empty((M, N), device=x2.device, dtype=x2.dtype)
    linear_bias_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x2, lin.weight, lin.bias, y, M, N, K,
                                                                BM=32, BN=32, BK=32)
    return y


class ModelNew(nn.Module):
    def __init__(self, embed_dim, heads, dtype):
        super().__init__()
        self.heads = heads
        self.head_dim = embed_dim // heads
        self.qkv = nn.Linear(embed_dim, 3 * embed_dim)
        self.proj = nn.Linear(embed_dim, embed_dim)
        nn.init.normal_(self.qkv.weight, std=1.2 / math.sqrt(embed_dim))
        self.to(dtype)

    def forward(self, x):
        b, s, e = x.shape
        qkv = linear(x.contiguous().view(b * s, e), self.qkv)
        qkv = qkv.view(b, s, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        y = torch.empty((b, s, self.heads, self.head_dim), device=x.device, dtype=x.dtype)
        BQ = 32
        causal_attn_kernel[(triton.cdiv(s, BQ), b * self.heads)](
            q, k, v, y, *q.stride(), *k.stride(), *v.stride(), *y.stride(),
            self.heads, s, self.head_dim, 1.0 / math.sqrt(self.head_dim),
            BQ=BQ, BKV=32, BD=max(16, triton.next_power_of_2(self.head_dim)))
        return linear(y.view(b * s, e), self.proj).view(b, s, e)
