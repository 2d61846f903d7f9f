# problem: level2/gemm_bias_relu
# expect: ok
"""Offline weight preparation: __init__ keeps the nn.Linear (for seeded init) and registers a
transposed, contiguous copy of its weight as a buffer, which forward feeds to the GEMM."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_bias_relu_kernel(x_ptr, wt_ptr, b_ptr, y_ptr, M, N, K,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(wt_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc = tl.maximum(acc + tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :], 0.0)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.register_buffer("wt", self.fc.weight.detach().t().contiguous())

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.wt.shape[1]
        y = torch.empty(M, N, device=x.device, dtype=x.dtype)
        gemm_bias_relu_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.wt, self.fc.bias, y, M, N, K,
                                                                       BM=32, BN=32, BK=32)
        return y
