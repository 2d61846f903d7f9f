# problem: level3/swiglu_mlp_block
# expect: ok
"""Pre-norm SwiGLU MLP block in three kernels: RMSNorm (fp32 statistics, weight applied after
the cast back like the reference), a dual GEMM computing silu(h Wg^T) * (h Wu^T) from one pass
over h, and the down GEMM with the residual add in its epilogue. The weights go to the kernels
as `w.mT` views (strides, no copies); the token count is `math.prod(x.shape[:-1])`; the layer
types are annotated with PEP 604 unions (`torch.Tensor | None`)."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0).to(tl.float32)
    r = tl.rsqrt(tl.sum(x * x, axis=0) / D + eps)
    h = (x * r).to(y_ptr.dtype.element_ty) * tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * D + cols, h, mask=m)


@triton.jit
def gemm_kernel(a_ptr, b_ptr, b2_ptr, res_ptr, c_ptr, M, N, K, sbk, sbn,
                DUAL: tl.constexpr, HAS_RES: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    acc2 = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        bm = (kk[:, None] < K) & (rn[None, :] < N)
        b = tl.load(b_ptr + kk[:, None] * sbk + rn[None, :] * sbn, mask=bm, other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
        if DUAL:
            b2 = tl.load(b2_ptr + kk[:, None] * sbk + rn[None, :] * sbn, mask=bm, other=0.0)
            acc2 += tl.dot(a, b2, input_precision="ieee")
    if DUAL:
        acc = acc * tl.sigmoid(acc) * acc2
    m = (rm[:, None] < M) & (rn[None, :] < N)
    if HAS_RES:
        acc += tl.load(res_ptr + rm[:, None] * N + rn[None, :], mask=m, other=0.0).to(tl.float32)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(c_ptr.dtype.element_ty), mask=m)


def matmul(a: torch.Tensor, b_t: torch.Tensor, b2_t: torch.Tensor | None = None,
           residual: torch.Tensor | None = None) -> torch.Tensor:
    M, K = a.shape
    N = b_t.shape[1]
    if b2_t is not None:
        assert b2_t.stride() == b_t.stride(), "both weights must share a layout"
    c = torch.empty((M, N), device=a.device, dtype=a.dtype)
    gemm_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 32))](
        a, b_t, b2_t if b2_t is not None else b_t, residual if residual is not None else c, c, M, N, K,
        b_t.stride(0), b_t.stride(1), DUAL=b2_t is not None, HAS_RES=residual is not None, BM=16, BN=32, BK=16)
    return c


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

    def forward(self, x):
        D = x.shape[-1]
        tokens = math.prod(x.shape[:-1])
        x2 = x.reshape(tokens, D).contiguous()
        h = torch.empty_like(x2)
        rmsnorm_kernel[(tokens,)](x2, self.norm_weight, h, D, self.eps, BLOCK=triton.next_power_of_2(D))
        act = matmul(h, self.gate.weight.mT, self.up.weight.mT)
        out = matmul(act, self.down.weight.mT, residual=x2)
        return out.view(x.shape)
