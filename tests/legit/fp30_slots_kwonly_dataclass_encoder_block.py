# problem: level3/transformer_encoder_block_prenorm
# expect: ok
"""Pre-norm encoder block built from three kernels (row LayerNorm, GEMM with bias and optional
GELU/residual epilogue, flash-style attention over key blocks), with launch settings in a
`@dataclass(slots=True, kw_only=True, frozen=True)` and the nn.Linear/nn.LayerNorm modules
created and initialised as the reference and read for their parameters only."""
import math
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(slots=True, kw_only=True, frozen=True)
class Tiles:
    bm: int = 32
    bn: int = 32
    bk: int = 32
    bq: int = 32
    bkv: int = 32
    ln_block: int = 1024


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, 0) / N
    var_acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, v - mean, 0.0)
        var_acc += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(var_acc, 0) / N + eps)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        v = tl.load(x_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
        tl.store(y_ptr + row * N + cols, ((v - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, r_ptr, y_ptr, M, N, K, GELU: tl.constexpr, RESIDUAL: tl.constexpr,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None].to(tl.int64) * N + rn[None, :]
    if RESIDUAL:
        acc += tl.load(r_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, acc.to(y_ptr.dtype.element_ty), mask=mask)


@triton.jit
def attention_kernel(qkv_ptr, o_ptr, S, E, H, D, scale, BQ: tl.constexpr, BKV: tl.constexpr, BD: tl.constexpr):
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    rq = tl.program_id(0) * BQ + tl.arange(0, BQ)
    rd = tl.arange(0, BD)
    row_stride = 3 * E
    base = qkv_ptr + (b * S).to(tl.int64) * row_stride + h * D
    q = tl.load(base + rq[:, None] * row_stride + rd[None, :], mask=(rq[:, None] < S) & (rd[None, :] < D), other=0.0)
    m_i = tl.full([BQ], -float("inf"), tl.float32)
    l_i = tl.zeros([BQ], tl.float32)
    acc = tl.zeros([BQ, BD], tl.float32)
    for k0 in range(0, S, BKV):
        rk = k0 + tl.arange(0, BKV)
        kv_mask = (rk[:, None] < S) & (rd[None, :] < D)
        k = tl.load(base + E + rk[:, None] * row_stride + rd[None, :], mask=kv_mask, other=0.0)
        v = tl.load(base + 2 * E + rk[:, None] * row_stride + rd[None, :], mask=kv_mask, other=0.0)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
        s = tl.where(rk[None, :] < S, s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v, input_precision="ieee")
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(o_ptr + (b * S + rq[:, None]).to(tl.int64) * E + h * D + rd[None, :], out.to(o_ptr.dtype.element_ty),
             mask=(rq[:, None] < S) & (rd[None, :] < D))


class ModelNew(nn.Module):
    def __init__(self, embed_dim, heads, mlp_dim, dtype):
        super().__init__()
        self.heads = heads
        self.head_dim = embed_dim // heads
        self.ln1 = nn.LayerNorm(embed_dim)
        self.qkv = nn.Linear(embed_dim, 3 * embed_dim)
        self.proj = nn.Linear(embed_dim, embed_dim)
        self.ln2 = nn.LayerNorm(embed_dim)
        self.fc1 = nn.Linear(embed_dim, mlp_dim)
        self.fc2 = nn.Linear(mlp_dim, embed_dim)
        nn.init.normal_(self.qkv.weight, std=1.2 / math.sqrt(embed_dim))
        with torch.no_grad():
            for ln in (self.ln1, self.ln2):
                ln.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
                ln.bias.copy_(0.1 * torch.randn(embed_dim))
        self.to(dtype)
        self.tiles = Tiles()

    def _ln(self, ln, x):
        y = torch.empty_like(x)
        layernorm_kernel[(x.shape[0],)](x, ln.weight, ln.bias, y, x.shape[1], ln.eps, BLOCK=self.tiles.ln_block,
                                        num_warps=8)
        return y

    def _linear(self, lin, x, *, gelu=False, residual=None):
        M, K = x.shape
        N = lin.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        t = self.tiles
        grid = (triton.cdiv(M, t.bm), triton.cdiv(N, t.bn))
        linear_kernel[grid](x, lin.weight, lin.bias, residual if residual is not None else y, y, M, N, K,
                            GELU=gelu, RESIDUAL=residual is not None, BM=t.bm, BN=t.bn, BK=t.bk)
        return y

    def forward(self, x):
        b, s, e = x.shape
        x2 = x.contiguous().view(b * s, e)
        qkv = self._linear(self.qkv, self._ln(self.ln1, x2))
        attn = torch.empty_like(x2)
        D = self.head_dim
        t = self.tiles
        attention_kernel[(triton.cdiv(s, t.bq), b * self.heads)](
            qkv, attn, s, e, self.heads, D, 1.0 / math.sqrt(D),
            BQ=t.bq, BKV=t.bkv, BD=max(16, triton.next_power_of_2(D)))
        h = self._linear(self.proj, attn, residual=x2)
        f = self._linear(self.fc1, self._ln(self.ln2, h), gelu=True)
        out = self._linear(self.fc2, f, residual=h)
        return out.view(b, s, e)
