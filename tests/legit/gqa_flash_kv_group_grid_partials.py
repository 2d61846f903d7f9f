# problem: level3/gqa_attention
# expect: ok
"""Grouped-query attention without repeat_interleave: the q and kv projections are strided GEMMs
(weights read transposed through their strides), the attention kernel maps query head h to kv
head h // (heads // kv_heads) and reads k and v straight out of the kv projection's (B, S, 2, G, D)
layout with strides, causal online softmax with exp2; then the output projection. Grids come
from a module-level dict of grid functions bound with functools.partial (Triton calls them with
the launch's meta-parameters)."""
import functools
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

GRIDS = {
    "gemm": lambda M, N, meta: (triton.cdiv(M, meta["BM"]), triton.cdiv(N, meta["BN"])),
    "attn": lambda S, BH, meta: (triton.cdiv(S, meta["BLOCK_M"]), BH),
}


@triton.jit
def xwT_kernel(x_ptr, w_ptr, y_ptr, M, N, K, swn, swk, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * swn + kk[:, None] * swk, mask=(kk[:, None] < K) & (rn[None, :] < N),
                    other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def gqa_causal_kernel(q_ptr, kv_ptr, o_ptr, S, HEADS, KV_HEADS, HD, q_row, kv_row, qk_scale,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    start_m = tl.program_id(0) * BLOCK_M
    bh = tl.program_id(1)
    b = bh // HEADS
    h = bh % HEADS
    g = h // (HEADS // KV_HEADS)
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    d_ok = offs_d < HD
    q = tl.load(q_ptr + (b * S + offs_m[:, None]) * q_row + h * HD + offs_d[None, :],
                mask=(offs_m[:, None] < S) & d_ok[None, :], other=0.0).to(tl.float32)
    k_base = kv_ptr + b * S * kv_row + g * HD
    v_base = kv_ptr + b * S * kv_row + (KV_HEADS + g) * HD
    m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    for start_n in range(0, tl.minimum(start_m + BLOCK_M, S), BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        kv_m = (offs_n[:, None] < S) & d_ok[None, :]
        k = tl.load(k_base + offs_n[:, None] * kv_row + offs_d[None, :], mask=kv_m, other=0.0).to(tl.float32)
        v = tl.load(v_base + offs_n[:, None] * kv_row + offs_d[None, :], mask=kv_m, other=0.0).to(tl.float32)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * qk_scale
        s = tl.where((offs_n[None, :] <= offs_m[:, None]) & (offs_n[None, :] < S), s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.exp2(m_i - m_new)
        p = tl.exp2(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision="ieee")
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(o_ptr + (b * S + offs_m[:, None]) * (HEADS * HD) + h * HD + offs_d[None, :],
             out.to(o_ptr.dtype.element_ty), mask=(offs_m[:, None] < S) & d_ok[None, :])


def linear_nobias(x2d, weight):
    M, K = x2d.shape
    N = weight.shape[0]
    y = torch.empty((M, N), device=x2d.device, dtype=x2d.dtype)
    xwT_kernel[functools.partial(GRIDS["gemm"], M, N)](x2d, weight, y, M, N, K, weight.stride(0), weight.stride(1),
                                                       BM=16, BN=32, BK=16)
    return y


class ModelNew(nn.Module):
    def __init__(self, embed_dim, heads, kv_heads, dtype):
        super().__init__()
        self.heads = heads
        self.kv_heads = kv_heads
        self.head_dim = embed_dim // heads
        self.q = nn.Linear(embed_dim, heads * self.head_dim, bias=False)
        self.kv = nn.Linear(embed_dim, 2 * kv_heads * self.head_dim, bias=False)
        self.o = nn.Linear(heads * self.head_dim, embed_dim, bias=False)
        nn.init.normal_(self.q.weight, std=1.2 / math.sqrt(embed_dim))
        nn.init.normal_(self.kv.weight, std=1.2 / math.sqrt(embed_dim))
        self.to(dtype)

    def forward(self, x):
        b, s, e = x.shape
        x2 = x.reshape(b * s, e).contiguous()
        q = linear_nobias(x2, self.q.weight)
        kv = linear_nobias(x2, self.kv.weight)
        attn = torch.empty((b * s, self.heads * self.head_dim), device=x.device, dtype=x.dtype)
        hd = self.head_dim
        gqa_causal_kernel[functools.partial(GRIDS["attn"], s, b * self.heads)](
            q, kv, attn, s, self.heads, self.kv_heads, hd, q.stride(0), kv.stride(0),
            (1.0 / math.sqrt(hd)) * 1.4426950408889634,
            BLOCK_M=16, BLOCK_N=16, BLOCK_D=max(16, triton.next_power_of_2(hd)))
        return linear_nobias(attn, self.o.weight).view(b, s, e)
