# problem: level2/linear_logsumexp
# expect: ok
"""Two kernels per forward: a tiled GEMM + bias into a scratch buffer, then a row logsumexp over
it with keepdim (the output is (batch, 1))."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_bias_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def row_logsumexp_kernel(y_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    v = tl.load(y_ptr + row * N + cols, mask=cols < N, other=-float("inf"))
    m = tl.max(v, axis=0)
    tl.store(out_ptr + row, m + tl.log(tl.sum(tl.exp(v - m), axis=0)))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.out_features
        logits = torch.empty((M, N), device=x.device, dtype=torch.float32)
        gemm_bias_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.fc.weight, self.fc.bias, logits, M, N, K,
                                                                   BM=32, BN=32, BK=32)
        out = torch.empty((M, 1), device=x.device, dtype=x.dtype)
        row_logsumexp_kernel[(M,)](logits, out, N, BLOCK=triton.next_power_of_2(N))
        return out
