# problem: level2/linear_swiglu
# expect: ok
"""SwiGLU as one dual GEMM: both weight tiles in the same K loop, two accumulators, and the gate
activation and combine passed as two constexpr @triton.jit arguments to one generic kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu(x):
    return x * tl.sigmoid(x)


@triton.jit
def mul(a, b):
    return a * b


@triton.jit
def dual_gemm_kernel(x_ptr, wg_ptr, wu_ptr, y_ptr, M, N, K, GATE_ACT: tl.constexpr, COMBINE: tl.constexpr,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc_g = tl.zeros((BM, BN), tl.float32)
    acc_u = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        wmask = (rn[None, :] < N) & (kk[:, None] < K)
        wg = tl.load(wg_ptr + rn[None, :] * K + kk[:, None], mask=wmask, other=0.0)
        wu = tl.load(wu_ptr + rn[None, :] * K + kk[:, None], mask=wmask, other=0.0)
        acc_g = tl.dot(a, wg, acc_g, input_precision="ieee")
        acc_u = tl.dot(a, wu, acc_u, input_precision="ieee")
    out = COMBINE(GATE_ACT(acc_g), acc_u)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], out.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden, dtype):
        super().__init__()
        self.gate = nn.Linear(in_features, hidden, bias=False)
        self.up = nn.Linear(in_features, hidden, bias=False)
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.gate.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        BM, BN, BK = 64, 64, 32
        dual_gemm_kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](
            x, self.gate.weight, self.up.weight, y, M, N, K, GATE_ACT=silu, COMBINE=mul, BM=BM, BN=BN, BK=BK)
        return y
