# problem: level3/gqa_attention
# expect: ok
"""Grouped-query causal attention: a `typing.NamedTuple` holds the head geometry (with a computed
`group` property), bias-free projections use one GEMM kernel, and the attention kernel maps query head
h to key/value head h // group itself (no repeat_interleave), stopping its key loop at the causal edge."""
import math
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Geometry(NamedTuple):
    heads: int
    kv_heads: int
    head_dim: int

    @property
    def group(self) -> int:
        return self.heads // self.kv_heads


@triton.jit
def matmul_nt_kernel(x_ptr, w_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    tl.store(y_ptr + rm[:, None].to(tl.int64) * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gqa_kernel(q_ptr, kv_ptr, o_ptr, S, H, KVH, D, GROUP, scale,
               BQ: tl.constexpr, BKV: tl.constexpr, BD: tl.constexpr):
    pid_q = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    g = h // GROUP
    rq = pid_q * BQ + tl.arange(0, BQ)
    rd = tl.arange(0, BD)
    q_stride = H * D
    kv_stride = 2 * KVH * D
    q = tl.load(q_ptr + (b * S + rq[:, None]).to(tl.int64) * q_stride + h * D + rd[None, :],
                mask=(rq[:, None] < S) & (rd[None, :] < D), other=0.0)
    k_base = kv_ptr + (b * S).to(tl.int64) * kv_stride + g * D
    v_base = k_base + KVH * D
    m_i = tl.full([BQ], -float("inf"), tl.float32)
    l_i = tl.zeros([BQ], tl.float32)
    acc = tl.zeros([BQ, BD], tl.float32)
    hi = tl.minimum((pid_q + 1) * BQ, S)
    for k0 in range(0, hi, BKV):
        rk = k0 + tl.arange(0, BKV)
        km = (rk[:, None] < S) & (rd[None, :] < D)
        k = tl.load(k_base + rk[:, None] * kv_stride + rd[None, :], mask=km, other=0.0)
        v = tl.load(v_base + rk[:, None] * kv_stride + rd[None, :], mask=km, other=0.0)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
        s = tl.where((rk[None, :] <= rq[:, None]) & (rk[None, :] < S), s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v, input_precision="ieee")
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(o_ptr + (b * S + rq[:, None]).to(tl.int64) * q_stride + h * D + rd[None, :],
             out.to(o_ptr.dtype.element_ty), mask=(rq[:, None] < S) & (rd[None, :] < D))


def project(x2, weight):
    M, K = x2.shape
    N = weight.shape[0]
    y = torch.empty((M, N), device=x2.device, dtype=x2.dtype)
    matmul_nt_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x2, weight, y, M, N, K, BM=32, BN=32, BK=32)
    return y


class ModelNew(nn.Module):
    def __init__(self, embed_dim, heads, kv_heads, dtype):
        super().__init__()
        self.geo = Geometry(heads, kv_heads, embed_dim // heads)
        hd = self.geo.head_dim
        self.q = nn.Linear(embed_dim, heads * hd, bias=False)
        self.kv = nn.Linear(embed_dim, 2 * kv_heads * hd, bias=False)
        self.o = nn.Linear(heads * hd, embed_dim, bias=False)
        nn.init.normal_(self.q.weight, std=1.2 / math.sqrt(embed_dim))
        nn.init.normal_(self.kv.weight, std=1.2 / math.sqrt(embed_dim))
        self.to(dtype)

    def forward(self, x):
        b, s, e = x.shape
        heads, kv_heads, hd = self.geo
        x2 = x.contiguous().view(b * s, e)
        q = project(x2, self.q.weight)
        kv = project(x2, self.kv.weight)
        y = torch.empty_like(q)
        BQ = 32
        gqa_kernel[(triton.cdiv(s, BQ), b * heads)](q, kv, y, s, heads, kv_heads, hd, self.geo.group,
                                                     1.0 / math.sqrt(hd), BQ=BQ, BKV=32,
                                                     BD=max(16, triton.next_power_of_2(hd)))
        return project(y, self.o.weight).view(b, s, e)
