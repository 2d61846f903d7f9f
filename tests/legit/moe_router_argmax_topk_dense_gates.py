# problem: level3/moe_topk_router
# expect: ok
"""MoE with top-k routing: a router kernel computes x Wr^T, the softmax, then the top-k by
repeated `tl.argmax` under `tl.static_range(TOP_K)` (each pick masked out with tl.where), and
writes a dense (tokens, experts) gate matrix, renormalised, zero for unpicked experts. Then per
expert (`self.w1[e]` views) an up GEMM with SiLU and a down GEMM that scales by the token's gate
and accumulates into the output (the first expert stores, the rest add: ACCUMULATE constexpr)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def router_topk_kernel(x_ptr, wr_ptr, gates_ptr, D, E, TOP_K: tl.constexpr,
                       BLOCK_D: tl.constexpr, BLOCK_E: tl.constexpr):
    t = tl.program_id(0)
    e = tl.arange(0, BLOCK_E)
    e_ok = e < E
    logits = tl.zeros([BLOCK_E], dtype=tl.float32)
    for d0 in range(0, D, BLOCK_D):
        d = d0 + tl.arange(0, BLOCK_D)
        xv = tl.load(x_ptr + t * D + d, mask=d < D, other=0.0)
        w = tl.load(wr_ptr + e[:, None] * D + d[None, :], mask=e_ok[:, None] & (d[None, :] < D), other=0.0)
        logits += tl.sum(w * xv[None, :], axis=1)
    logits = tl.where(e_ok, logits, float("-inf"))
    p = tl.exp(logits - tl.max(logits, axis=0))
    p = p / tl.sum(p, axis=0)
    remaining = tl.where(e_ok, p, -1.0)
    picked = tl.zeros([BLOCK_E], dtype=tl.float32)
    for _ in tl.static_range(TOP_K):
        best = tl.argmax(remaining, axis=0)
        hit = e == best
        picked = tl.where(hit, p, picked)
        remaining = tl.where(hit, -1.0, remaining)
    tl.store(gates_ptr + t * E + e, picked / tl.sum(picked, axis=0), mask=e_ok)


@triton.jit
def expert_gemm_kernel(a_ptr, w_ptr, out_ptr, gate_ptr, M, N, K, gate_stride,
                       SILU: tl.constexpr, GATED: tl.constexpr, ACCUMULATE: tl.constexpr,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    if SILU:
        acc = acc * tl.sigmoid(acc)
    if GATED:
        g = tl.load(gate_ptr + rm * gate_stride, mask=rm < M, other=0.0)
        acc = acc * g[:, None]
    m = (rm[:, None] < M) & (rn[None, :] < N)
    ptrs = out_ptr + rm[:, None] * N + rn[None, :]
    if ACCUMULATE:
        acc += tl.load(ptrs, mask=m, other=0.0)
    tl.store(ptrs, acc, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, ffn_dim, experts, top_k):
        super().__init__()
        self.experts = experts
        self.top_k = top_k
        self.router = nn.Linear(dim, experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(experts, dim, ffn_dim) / dim ** 0.5)
        self.w2 = nn.Parameter(torch.randn(experts, ffn_dim, dim) / ffn_dim ** 0.5)

    def forward(self, x):
        x = x.contiguous()
        T, D = x.shape
        E, F_ = self.experts, self.w1.shape[2]
        gates = torch.empty((T, E), device=x.device, dtype=torch.float32)
        router_topk_kernel[(T,)](x, self.router.weight, gates, D, E, TOP_K=self.top_k, BLOCK_D=64,
                                 BLOCK_E=triton.next_power_of_2(E))
        h = torch.empty((T, F_), device=x.device, dtype=x.dtype)
        out = torch.empty_like(x)
        BM, BN, BK = 16, 32, 16
        for e in range(E):
            expert_gemm_kernel[(triton.cdiv(T, BM), triton.cdiv(F_, BN))](
                x, self.w1[e], h, gates, T, F_, D, E, SILU=True, GATED=False, ACCUMULATE=False, BM=BM, BN=BN, BK=BK)
            expert_gemm_kernel[(triton.cdiv(T, BM), triton.cdiv(D, BN))](
                h, self.w2[e], out, gates[:, e], T, D, F_, E, SILU=False, GATED=True, ACCUMULATE=e > 0,
                BM=BM, BN=BN, BK=BK)
        return out
