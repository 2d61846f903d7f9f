# problem: level3/swiglu_mlp_block
# expect: ok
"""x + down(silu(gate(h)) * up(h)), h = rmsnorm(x) * w: three kernels per forward (RMSNorm, a fused
gate/up GEMM with the SiLU product, the down GEMM with the residual added), the nn.Linear layers
created and initialised in the reference's order, forward under @torch.no_grad()."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, h_ptr, D, eps, BD: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BD)
    m = c < D
    x = tl.load(x_ptr + row * D + c, mask=m, other=0.0).to(tl.float32)
    r = 1.0 / tl.sqrt(tl.sum(x * x, axis=0) / D + eps)
    w = tl.load(w_ptr + c, mask=m, other=0.0)
    tl.store(h_ptr + row * D + c, x * r * w, mask=m)


@triton.jit
def gate_up_kernel(h_ptr, wg_ptr, wu_ptr, a_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    g = tl.zeros((BM, BN), tl.float32)
    u = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        h = tl.load(h_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        wmask = (rn[None, :] < N) & (rk[:, None] < K)
        wg = tl.load(wg_ptr + rn[None, :] * K + rk[:, None], mask=wmask, other=0.0)
        wu = tl.load(wu_ptr + rn[None, :] * K + rk[:, None], mask=wmask, other=0.0)
        g = tl.dot(h, wg, g, input_precision="ieee")
        u = tl.dot(h, wu, u, input_precision="ieee")
    tl.store(a_ptr + rm[:, None] * N + rn[None, :], g * tl.sigmoid(g) * u, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def down_residual_kernel(a_ptr, wd_ptr, x_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(wd_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    omask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=omask, other=0.0)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], x + acc, mask=omask)


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

    @torch.no_grad()
    def forward(self, x):
        x = x.contiguous()
        M, D = x.shape
        H = self.gate.out_features
        h = torch.empty_like(x)
        rmsnorm_kernel[(M,)](x, self.norm_weight, h, D, self.eps, BD=triton.next_power_of_2(D))
        a = torch.empty((M, H), device=x.device, dtype=x.dtype)
        gate_up_kernel[(triton.cdiv(M, 16), triton.cdiv(H, 16))](h, self.gate.weight, self.up.weight, a, M, H, D,
                                                                 BM=16, BN=16, BK=16)
        y = torch.empty_like(x)
        down_residual_kernel[(triton.cdiv(M, 16), triton.cdiv(D, 16))](a, self.down.weight, x, y, M, D, H,
                                                                       BM=16, BN=16, BK=16)
        return y
