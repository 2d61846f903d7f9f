# problem: level3/swiglu_mlp_block
# expect: ok
"""RMSNorm + SwiGLU MLP + residual: the norm kernel, then a gate/up kernel and a down kernel
with the residual, run by a loop over `zip(self.stages, self.names)` of the file's own stage
objects calling each one's compute-named `silu` method; weights read from nn.Linear holders
(initialised in the reference's order). Refused as torch compute (`.silu` on a loop variable of
`zip`) until false-positive probe 25."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rmsnorm_kernel(x_ptr, w_ptr, y_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    c = tl.arange(0, BLOCK)
    m = c < n
    x = tl.load(x_ptr + row * n + c, mask=m, other=0.0).to(tl.float32)
    r = tl.rsqrt(tl.sum(x * x, axis=0) / n + eps)
    w = tl.load(w_ptr + c, mask=m, other=0.0)
    tl.store(y_ptr + row * n + c, (x * r).to(w.dtype) * w, mask=m)


@triton.jit
def _gate_up_kernel(h_ptr, wg_ptr, wu_ptr, o_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
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
    g = g.to(o_ptr.dtype.element_ty).to(tl.float32)
    u = u.to(o_ptr.dtype.element_ty).to(tl.float32)
    act = (g * tl.sigmoid(g)).to(o_ptr.dtype.element_ty).to(tl.float32)
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], (act * u).to(o_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def _down_res_kernel(a_ptr, w_ptr, r_ptr, o_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    om = (rm[:, None] < M) & (rn[None, :] < N)
    res = tl.load(r_ptr + rm[:, None] * N + rn[None, :], mask=om, other=0.0)
    out = res + acc.to(o_ptr.dtype.element_ty)
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], out, mask=om)


class NormStage:
    def silu(self, model: "ModelNew", x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        M, n = x.shape
        out = torch.empty_like(x)
        _rmsnorm_kernel[(M,)](x, model.norm_weight, out, n, model.eps, BLOCK=triton.next_power_of_2(n))
        return out


class GateUpStage:
    def silu(self, model: "ModelNew", x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        M, K = h.shape
        N = model.gate.weight.shape[0]
        out = torch.empty((M, N), dtype=h.dtype, device=h.device)
        _gate_up_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](h, model.gate.weight, model.up.weight, out,
                                                                   M, N, K, BM=32, BN=32, BK=32)
        return out


class DownStage:
    def silu(self, model: "ModelNew", x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        M, K = h.shape
        N = model.down.weight.shape[0]
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        _down_res_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](h, model.down.weight, x, out,
                                                                     M, N, K, BM=32, BN=32, BK=32)
        return out


class ModelNew(nn.Module):
    def __init__(self, dim: int, hidden: int, eps: float, dtype: torch.dtype) -> None:
        super().__init__()
        self.eps = eps
        self.norm_weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        for lin in (self.gate, self.up):
            nn.init.normal_(lin.weight, std=0.7 / math.sqrt(lin.in_features))
        self.to(dtype)
        self.stages = [NormStage(), GateUpStage(), DownStage()]
        self.names = ["norm", "gate_up", "down"]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        h = x2
        for stage, name in zip(self.stages, self.names):
            h = stage.silu(self, x2, h)
        return h.view_as(x)
