# problem: level3/moe_topk_router
# expect: ok
"""MoE layer in three kernels: a router kernel (logits, softmax, top-k by repeated tl.argmax in a
`tl.static_range(TOP_K)` loop, renormalised weights scattered into a dense (tokens, experts) gate
table), then per expert an up-projection+SiLU kernel and a down-projection kernel that adds
gate * result into the output (unrouted tokens have gate 0)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def router_kernel(x_ptr, wr_ptr, g_ptr, T, D, E, TOP_K: tl.constexpr,
                  BT: tl.constexpr, BE: tl.constexpr, BK: tl.constexpr):
    rt = tl.program_id(0) * BT + tl.arange(0, BT)
    re = tl.arange(0, BE)
    logits = tl.zeros([BT, BE], tl.float32)
    for k0 in range(0, D, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rt[:, None].to(tl.int64) * D + rk[None, :], mask=(rt[:, None] < T) & (rk[None, :] < D), other=0.0)
        w = tl.load(wr_ptr + re[None, :] * D + rk[:, None], mask=(re[None, :] < E) & (rk[:, None] < D), other=0.0)
        logits = tl.dot(a, w, logits, input_precision="ieee")
    logits = tl.where(re[None, :] < E, logits, -float("inf"))
    mx = tl.max(logits, 1)
    p = tl.exp(logits - mx[:, None])
    p = p / tl.sum(p, 1)[:, None]
    remaining = tl.where(re[None, :] < E, p, -1.0)
    chosen = tl.zeros([BT, BE], tl.int1)
    for _ in tl.static_range(TOP_K):
        idx = tl.argmax(remaining, 1)
        hit = re[None, :] == idx[:, None]
        chosen = chosen | hit
        remaining = tl.where(hit, -1.0, remaining)
    sel = tl.where(chosen, p, 0.0)
    gates = sel / tl.sum(sel, 1)[:, None]
    tl.store(g_ptr + rt[:, None] * E + re[None, :], gates, mask=(rt[:, None] < T) & (re[None, :] < E))


@triton.jit
def up_silu_kernel(x_ptr, w1_ptr, h_ptr, T, D, F, BT: tl.constexpr, BF: tl.constexpr, BK: tl.constexpr):
    rt = tl.program_id(0) * BT + tl.arange(0, BT)
    rf = tl.program_id(1) * BF + tl.arange(0, BF)
    acc = tl.zeros([BT, BF], tl.float32)
    for k0 in range(0, D, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rt[:, None].to(tl.int64) * D + rk[None, :], mask=(rt[:, None] < T) & (rk[None, :] < D), other=0.0)
        w = tl.load(w1_ptr + rk[:, None].to(tl.int64) * F + rf[None, :], mask=(rk[:, None] < D) & (rf[None, :] < F), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    h = acc / (1.0 + tl.exp(-acc))
    tl.store(h_ptr + rt[:, None].to(tl.int64) * F + rf[None, :], h, mask=(rt[:, None] < T) & (rf[None, :] < F))


@triton.jit
def down_gate_add_kernel(h_ptr, w2_ptr, g_ptr, o_ptr, T, F, D, E, e,
                         BT: tl.constexpr, BD: tl.constexpr, BK: tl.constexpr):
    rt = tl.program_id(0) * BT + tl.arange(0, BT)
    rd = tl.program_id(1) * BD + tl.arange(0, BD)
    acc = tl.zeros([BT, BD], tl.float32)
    for k0 in range(0, F, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(h_ptr + rt[:, None].to(tl.int64) * F + rk[None, :], mask=(rt[:, None] < T) & (rk[None, :] < F), other=0.0)
        w = tl.load(w2_ptr + rk[:, None].to(tl.int64) * D + rd[None, :], mask=(rk[:, None] < F) & (rd[None, :] < D), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    g = tl.load(g_ptr + rt * E + e, mask=rt < T, other=0.0)
    m = (rt[:, None] < T) & (rd[None, :] < D)
    offs = rt[:, None].to(tl.int64) * D + rd[None, :]
    prev = tl.load(o_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + offs, prev + g[:, None] * acc, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, ffn_dim, experts, top_k):
        super().__init__()
        self.experts = experts
        self.top_k = top_k
        self.router = nn.Linear(dim, experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(experts, dim, ffn_dim) / dim ** 0.5)
        self.w2 = nn.Parameter(torch.randn(experts, ffn_dim, dim) / ffn_dim ** 0.5)

    def __repr__(self) -> str:
        return f"ModelNew(experts={self.experts}, top_k={self.top_k})"

    def forward(self, x):
        x = x.contiguous()
        T, D = x.shape
        E = self.experts
        F = self.w1.shape[-1]
        gates = torch.empty((T, E), device=x.device, dtype=torch.float32)
        router_kernel[(triton.cdiv(T, 32),)](x, self.router.weight, gates, T, D, E, TOP_K=self.top_k,
                                             BT=32, BE=max(16, triton.next_power_of_2(E)), BK=32)
        out = torch.zeros_like(x)
        h = torch.empty((T, F), device=x.device, dtype=x.dtype)
        for e in range(E):
            up_silu_kernel[(triton.cdiv(T, 32), triton.cdiv(F, 32))](x, self.w1[e], h, T, D, F, BT=32, BF=32, BK=32)
            down_gate_add_kernel[(triton.cdiv(T, 32), triton.cdiv(D, 32))](h, self.w2[e], gates, out, T, F, D, E, e,
                                                                           BT=32, BD=32, BK=32)
        return out
