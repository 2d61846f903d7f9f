# problem: level2/gemm_bias_residual_add
# expect: ok
"""residual + x @ W^T + b: tl.dot with allow_tf32=False, as many completions still write (the
older spelling of input_precision="ieee"), and tl.dot(a, b, acc) accumulation."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_residual_kernel(x_ptr, w_ptr, b_ptr, r_ptr, o_ptr, M, N, K,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, allow_tf32=False)
    m2 = (rm[:, None] < M) & (rn[None, :] < N)
    bias = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    res = tl.load(r_ptr + rm[:, None] * N + rn[None, :], mask=m2, other=0.0)
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], acc + bias[None, :] + res, mask=m2)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.to(dtype)

    def forward(self, x, residual):
        x, residual = x.contiguous(), residual.contiguous()
        M, K = x.shape
        N = self.fc.out_features
        out = torch.empty_like(residual)
        gemm_residual_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](
            x, self.fc.weight, self.fc.bias, residual, out, M, N, K, BM=32, BN=32, BK=32)
        return out
