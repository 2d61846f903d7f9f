# problem: level3/transformer_encoder_block_prenorm
# expect: ok
"""Pre-norm encoder block built from subclasses of torch layers whose own forward launches
kernels: `TritonLayerNorm(nn.LayerNorm)` and `TritonLinear(nn.Linear)` with keyword options
(`act="gelu"`, `residual=...`) mapped onto constexprs; attention (no mask) reads q, k, v out of
the qkv projection's (B, S, 3, H, D) layout by strides with an online softmax. The layers are
constructed and initialised in the reference's order, so their parameters match."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / D
    d = tl.where(m, x - mean, 0.0)
    rstd = tl.rsqrt(tl.sum(d * d, axis=0) / D + eps)
    y = d * rstd * tl.load(w_ptr + cols, mask=m, other=0.0) + tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * D + cols, y, mask=m)


@triton.jit
def linear_kernel(a_ptr, w_ptr, bias_ptr, res_ptr, c_ptr, M, N, K,
                  GELU: tl.constexpr, HAS_RES: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + kk[:, None], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(bias_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    m = (rm[:, None] < M) & (rn[None, :] < N)
    if HAS_RES:
        acc += tl.load(res_ptr + rm[:, None] * N + rn[None, :], mask=m, other=0.0)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=m)


@triton.jit
def attention_kernel(qkv_ptr, o_ptr, S, H, HD, E, qk_scale,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    d_ok = offs_d < HD
    row = 3 * E
    base = qkv_ptr + b * S * row + h * HD
    q = tl.load(base + offs_m[:, None] * row + offs_d[None, :], mask=(offs_m[:, None] < S) & d_ok[None, :], other=0.0)
    m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    for start_n in range(0, S, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        kvm = (offs_n[:, None] < S) & d_ok[None, :]
        k = tl.load(base + E + offs_n[:, None] * row + offs_d[None, :], mask=kvm, other=0.0)
        v = tl.load(base + 2 * E + offs_n[:, None] * row + offs_d[None, :], mask=kvm, other=0.0)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * qk_scale
        s = tl.where(offs_n[None, :] < S, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision="ieee")
        m_i = m_new
    tl.store(o_ptr + (b * S + offs_m[:, None]) * E + h * HD + offs_d[None, :], acc / l_i[:, None],
             mask=(offs_m[:, None] < S) & d_ok[None, :])


class TritonLayerNorm(nn.LayerNorm):
    def forward(self, x2d):
        y = torch.empty_like(x2d)
        D = x2d.shape[1]
        layernorm_kernel[(x2d.shape[0],)](x2d, self.weight, self.bias, y, D, self.eps, BLOCK=triton.next_power_of_2(D))
        return y


class TritonLinear(nn.Linear):
    def forward(self, x2d, *, act: str | None = None, residual=None):
        M, K = x2d.shape
        N = self.out_features
        y = torch.empty((M, N), device=x2d.device, dtype=x2d.dtype)
        linear_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 32))](
            x2d, self.weight, self.bias, residual if residual is not None else y, y, M, N, K,
            GELU=act == "gelu", HAS_RES=residual is not None, BM=16, BN=32, BK=16)
        return y


class ModelNew(nn.Module):
    def __init__(self, embed_dim, heads, mlp_dim, dtype):
        super().__init__()
        self.heads = heads
        self.head_dim = embed_dim // heads
        self.ln1 = TritonLayerNorm(embed_dim)
        self.qkv = TritonLinear(embed_dim, 3 * embed_dim)
        self.proj = TritonLinear(embed_dim, embed_dim)
        self.ln2 = TritonLayerNorm(embed_dim)
        self.fc1 = TritonLinear(embed_dim, mlp_dim)
        self.fc2 = TritonLinear(mlp_dim, embed_dim)
        nn.init.normal_(self.qkv.weight, std=1.2 / math.sqrt(embed_dim))
        with torch.no_grad():
            for ln in (self.ln1, self.ln2):
                ln.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
                ln.bias.copy_(0.1 * torch.randn(embed_dim))
        self.to(dtype)

    def _attention(self, qkv, b, s, e):
        out = torch.empty((b * s, e), device=qkv.device, dtype=qkv.dtype)
        hd = self.head_dim
        attention_kernel[(triton.cdiv(s, 16), b * self.heads)](qkv, out, s, self.heads, hd, e, 1.0 / math.sqrt(hd),
                                                               BLOCK_M=16, BLOCK_N=16,
                                                               BLOCK_D=max(16, triton.next_power_of_2(hd)))
        return out

    def forward(self, x):
        b, s, e = x.shape
        x2 = x.reshape(b * s, e).contiguous()
        qkv = self.qkv(self.ln1(x2))
        h = self.proj(self._attention(qkv, b, s, e), residual=x2)
        hidden = self.fc1(self.ln2(h), act="gelu")
        return self.fc2(hidden, residual=h).view(b, s, e)
