# problem: level2/gemm_bias_relu
# expect: ok
"""relu(x W^T + b) with W^T packed once in `__init__` (`weight.detach().t().contiguous()` kept as a
non-persistent buffer under `torch.no_grad()`), so the GEMM reads K-major rows of both operands."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_bias_relu_kernel(x_ptr, wt_ptr, b_ptr, y_ptr, M, N, K,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None].to(tl.int64) * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(wt_ptr + rk[:, None].to(tl.int64) * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc = tl.maximum(acc, 0.0)
    tl.store(y_ptr + rm[:, None].to(tl.int64) * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        with torch.no_grad():
            self.register_buffer("w_t", self.fc.weight.detach().t().contiguous(), persistent=False)

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        M, K = x2.shape
        N = self.w_t.shape[1]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        BM, BN, BK = 64, 64, 32
        gemm_bias_relu_kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](x2, self.w_t, self.fc.bias, y, M, N, K,
                                                                     BM=BM, BN=BN, BK=BK, num_warps=4)
        return y.view(*x.shape[:-1], N)
