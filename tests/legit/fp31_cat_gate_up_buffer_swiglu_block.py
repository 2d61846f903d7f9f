# problem: level3/swiglu_mlp_block
# expect: ok
"""SwiGLU block with the gate and up weights concatenated once in `__init__` into one (2H, D)
buffer (after the reference's init and dtype cast), read by a dual GEMM whose epilogue is
silu(g) * u; RMSNorm and the down projection + residual are kernels of their own."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += v * v
    rstd = 1.0 / tl.sqrt(tl.sum(acc, 0) / N + eps)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        v = tl.load(x_ptr + row + cols, mask=m, other=0.0)
        w = tl.load(w_ptr + cols, mask=m, other=0.0)
        tl.store(y_ptr + row + cols, (v.to(tl.float32) * rstd).to(v.dtype) * w, mask=m)


@triton.jit
def gate_up_kernel(h_ptr, w_ptr, a_ptr, M, H, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    g = tl.zeros([BM, BN], tl.float32)
    u = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(h_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        wm = (rn[None, :] < H) & (rk[:, None] < K)
        wg = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=wm, other=0.0)
        wu = tl.load(w_ptr + (rn[None, :] + H).to(tl.int64) * K + rk[:, None], mask=wm, other=0.0)
        g = tl.dot(a, wg, g, input_precision="ieee")
        u = tl.dot(a, wu, u, input_precision="ieee")
    g = g.to(a_ptr.dtype.element_ty).to(tl.float32)
    u = u.to(a_ptr.dtype.element_ty).to(tl.float32)
    act = g / (1.0 + tl.exp(-g))
    act = act.to(a_ptr.dtype.element_ty).to(tl.float32) * u
    tl.store(a_ptr + rm[:, None].to(tl.int64) * H + rn[None, :], act.to(a_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < H))


@triton.jit
def down_residual_kernel(a_ptr, w_ptr, x_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :].to(tl.int64) * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    om = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None].to(tl.int64) * N + rn[None, :]
    res = tl.load(x_ptr + offs, mask=om, other=0.0)
    out = res.to(tl.float32) + acc.to(y_ptr.dtype.element_ty).to(tl.float32)
    tl.store(y_ptr + offs, out.to(y_ptr.dtype.element_ty), mask=om)


class ModelNew(nn.Module):
    def __init__(self, dim, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.norm_weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        for lin in (self.gate, self.up):
            nn.init.normal_(lin.weight, std=0.7 / math.sqrt(lin.in_features))
        self.to(dtype)
        with torch.no_grad():
            self.register_buffer("w_gate_up", torch.cat([self.gate.weight, self.up.weight], dim=0).contiguous(),
                                 persistent=False)

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        M, D = x2.shape
        H = self.gate.out_features
        h = torch.empty_like(x2)
        rmsnorm_kernel[(M,)](x2, self.norm_weight, h, D, self.eps, BLOCK=min(1024, triton.next_power_of_2(D)))
        act = torch.empty((M, H), device=x.device, dtype=x.dtype)
        gate_up_kernel[(triton.cdiv(M, 32), triton.cdiv(H, 64))](h, self.w_gate_up, act, M, H, D, BM=32, BN=64, BK=32)
        y = torch.empty_like(x2)
        down_residual_kernel[(triton.cdiv(M, 32), triton.cdiv(D, 64))](act, self.down.weight, x2, y, M, D, H,
                                                                       BM=32, BN=64, BK=32)
        return y.view(x.shape)
