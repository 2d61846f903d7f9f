# problem: level3/swiglu_mlp_block
# expect: ok
"""A plain (non-Module) class with `__call__` holds the launch logic of the fused FFN; ModelNew
keeps the weights (nn.Linear holders, the reference's RNG order) and delegates
`self.ffn(h, self.gate.weight, ...)`. Three kernels: RMSNorm, gate/up dual GEMM with SiLU*up, and
down GEMM with the residual in its epilogue."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rmsnorm_kernel(x_ptr, w_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    r = tl.rsqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, (x * r).to(y_ptr.dtype.element_ty).to(tl.float32) * w, mask=m)


@triton.jit
def _swiglu_kernel(h_ptr, wg_ptr, wu_ptr, o_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    g = tl.zeros([BM, BN], tl.float32)
    u = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(h_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        wm = (rk[:, None] < K) & (rn[None, :] < N)
        g += tl.dot(a, tl.load(wg_ptr + rn[None, :] * K + rk[:, None], mask=wm, other=0.0), input_precision="ieee")
        u += tl.dot(a, tl.load(wu_ptr + rn[None, :] * K + rk[:, None], mask=wm, other=0.0), input_precision="ieee")
    out = g / (1.0 + tl.exp(-g)) * u
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], out, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def _down_residual_kernel(a_ptr, w_ptr, r_ptr, o_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    acc += tl.load(r_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], acc, mask=mask)


class FusedSwiGLUFFN:
    def __init__(self, eps: float, tile: int = 32) -> None:
        self.eps = eps
        self.tile = tile

    def __call__(self, x, norm_w, w_gate, w_up, w_down):
        x = x.contiguous()
        M, D = x.shape
        H = w_gate.shape[0]
        t = self.tile
        h = torch.empty_like(x)
        _rmsnorm_kernel[(M,)](x, norm_w, h, D, self.eps, BLOCK=triton.next_power_of_2(D))
        act = torch.empty((M, H), dtype=x.dtype, device=x.device)
        _swiglu_kernel[(triton.cdiv(M, t), triton.cdiv(H, t))](h, w_gate, w_up, act, M, H, D, BM=t, BN=t, BK=t)
        out = torch.empty_like(x)
        _down_residual_kernel[(triton.cdiv(M, t), triton.cdiv(D, t))](act, w_down, x, out, M, D, H, BM=t, BN=t, BK=t)
        return out


class ModelNew(nn.Module):
    def __init__(self, dim, hidden, eps, dtype):
        super().__init__()
        self.norm_weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        for lin in (self.gate, self.up):
            nn.init.normal_(lin.weight, std=0.7 / math.sqrt(lin.in_features))
        self.to(dtype)
        self.ffn = FusedSwiGLUFFN(eps)

    def forward(self, x):
        return self.ffn(x, self.norm_weight, self.gate.weight, self.up.weight, self.down.weight)
