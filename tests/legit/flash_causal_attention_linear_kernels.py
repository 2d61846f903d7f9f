# problem: level3/causal_self_attention
# expect: ok
"""Causal self-attention from three kernels: a GEMM+bias kernel (qkv and output projections) that
writes through arbitrary output strides, so the qkv projection lands directly in a (3, B, H, S, D)
layout, and a flash-attention kernel (online softmax, tl.dot, causal block skipping)."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_bias_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, swn,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * swn + kk[:, None], mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def flash_attn_kernel(q_ptr, k_ptr, v_ptr, o_ptr, S, H, D, sm_scale,
                      s_b, s_s, s_h, o_b, o_s, o_h,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    base = b * s_b + h * s_h
    q = tl.load(q_ptr + base + offs_m[:, None] * s_s + offs_d[None, :],
                mask=(offs_m[:, None] < S) & (offs_d[None, :] < D), other=0.0)
    m_i = tl.full((BLOCK_M,), float("-inf"), tl.float32)
    l_i = tl.zeros((BLOCK_M,), tl.float32)
    acc = tl.zeros((BLOCK_M, BLOCK_D), tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    hi = tl.minimum((start_m + 1) * BLOCK_M, S)
    for start_n in range(0, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        kv_mask = (offs_n[:, None] < S) & (offs_d[None, :] < D)
        k = tl.load(k_ptr + base + offs_n[:, None] * s_s + offs_d[None, :], mask=kv_mask, other=0.0)
        v = tl.load(v_ptr + base + offs_n[:, None] * s_s + offs_d[None, :], mask=kv_mask, other=0.0)
        qk = tl.dot(q, tl.trans(k), input_precision="ieee") * qk_scale
        causal = (offs_m[:, None] >= offs_n[None, :]) & (offs_n[None, :] < S)
        qk = tl.where(causal, qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.exp2(qk - m_new[:, None])
        alpha = tl.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v, input_precision="ieee")
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o_ptr + b * o_b + h * o_h + offs_m[:, None] * o_s + offs_d[None, :], acc.to(o_ptr.dtype.element_ty),
             mask=(offs_m[:, None] < S) & (offs_d[None, :] < D))


def _linear(x2, weight, bias):
    M, K = x2.shape
    N = weight.shape[0]
    y = torch.empty((M, N), device=x2.device, dtype=x2.dtype)
    BM, BN, BK = 64, 64, 32
    linear_bias_kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](x2, weight, bias, y, M, N, K,
                                                                 x2.stride(0), weight.stride(0), BM=BM, BN=BN, BK=BK)
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
        H, D = self.heads, self.head_dim
        qkv = _linear(x.reshape(b * s, e).contiguous(), self.qkv.weight, self.qkv.bias).view(b, s, 3, H, D)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]  # (b, s, H, D) views sharing strides
        o = torch.empty((b, s, H, D), device=x.device, dtype=x.dtype)
        BLOCK_M, BLOCK_N = 64, 64
        BLOCK_D = max(16, triton.next_power_of_2(D))
        grid = (triton.cdiv(s, BLOCK_M), b * H)
        flash_attn_kernel[grid](q, k, v, o, s, H, D, 1.0 / math.sqrt(D),
                                q.stride(0), q.stride(1), q.stride(2), o.stride(0), o.stride(1), o.stride(2),
                                BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, BLOCK_D=BLOCK_D)
        return _linear(o.view(b * s, e), self.proj.weight, self.proj.bias).view(b, s, e)
