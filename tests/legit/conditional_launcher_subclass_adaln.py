# problem: level2/adaln_modulate
# expect: ok
"""adaLN modulation: shift, scale = Linear(silu(c)).chunk(2); LayerNorm(x) * (1 + scale) + shift.
The GEMM launchers form a small hierarchy (a base class with the launch, one subclass per dot
precision); __init__ picks the subclass for the model dtype with a conditional expression, and
forward calls `self.gemm.linear(...)`. A second kernel does the normalisation and modulation."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _silu_linear_kernel(a_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                        IEEE: tl.constexpr, SILU_IN: tl.constexpr,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + ks[None, :], mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        if SILU_IN:
            af = a.to(tl.float32)
            a = (af * tl.sigmoid(af)).to(a_ptr.dtype.element_ty)
        w = tl.load(w_ptr + rn[None, :] * K + ks[:, None], mask=(rn[None, :] < N) & (ks[:, None] < K), other=0.0)
        if IEEE:
            acc += tl.dot(a, w, input_precision="ieee")
        else:
            acc += tl.dot(a, w)
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def _ln_modulate_kernel(x_ptr, mod_ptr, y_ptr, S, H, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    b = row // S
    cols = tl.arange(0, BLOCK)
    m = cols < H
    x = tl.load(x_ptr + row * H + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / H
    d = tl.where(m, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / H + eps)
    shift = tl.load(mod_ptr + b * 2 * H + cols, mask=m, other=0.0).to(tl.float32)
    scale = tl.load(mod_ptr + b * 2 * H + H + cols, mask=m, other=0.0).to(tl.float32)
    y = d * rstd * (1.0 + scale) + shift
    tl.store(y_ptr + row * H + cols, y.to(y_ptr.dtype.element_ty), mask=m)


class GemmLauncher:
    ieee = False
    tiles = (64, 64, 32)

    def linear(self, a: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor, silu_input: bool = False):
        a = a.contiguous()
        M, K = a.shape
        N = weight.shape[0]
        y = torch.empty((M, N), dtype=a.dtype, device=a.device)
        bm, bn, bk = self.tiles
        grid = (triton.cdiv(M, bm), triton.cdiv(N, bn))
        _silu_linear_kernel[grid](a, weight.contiguous(), bias, y, M, N, K, IEEE=self.ieee, SILU_IN=silu_input,
                                  BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
        return y


class IeeeGemm(GemmLauncher):
    ieee = True
    tiles = (32, 32, 32)


class NativeGemm(GemmLauncher):
    ieee = False
    tiles = (64, 64, 32)


class ModelNew(nn.Module):
    def __init__(self, hidden, cond_dim, dtype):
        super().__init__()
        self.hidden = hidden
        self.eps = 1e-6
        self.ada = nn.Linear(cond_dim, 2 * hidden)
        nn.init.normal_(self.ada.weight, std=0.2 / cond_dim ** 0.5)
        self.gemm = IeeeGemm() if dtype == torch.float32 else NativeGemm()
        self.to(dtype)

    def forward(self, x: torch.Tensor, c: torch.Tensor) -> torch.Tensor:
        B, S, H = x.shape
        mod = self.gemm.linear(c, self.ada.weight, self.ada.bias, silu_input=True)  # (B, 2H): shift | scale
        xc = x.contiguous()
        y = torch.empty_like(xc)
        _ln_modulate_kernel[(B * S,)](xc, mod, y, S, H, self.eps, BLOCK=triton.next_power_of_2(H))
        return y
