# problem: level2/gemm_bias_relu
# expect: ok
"""nn.Linear kept as the weight holder, its weight cached transposed and contiguous in
`__init__` as a non-persistent buffer (`register_buffer(..., persistent=False)` of
`weight.detach().t().contiguous()`), a K-looped `tl.dot` with a fused bias and ReLU."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gemm_relu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc = tl.maximum(acc, 0.0)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.register_buffer("w_t", self.fc.weight.detach().t().contiguous(), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        M, K = x.shape
        N = self.w_t.shape[1]
        y = torch.empty((M, N), dtype=x.dtype, device=x.device)
        BM, BN, BK = 32, 32, 32
        _gemm_relu_kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](x, self.w_t, self.fc.bias, y, M, N, K,
                                                                     BM=BM, BN=BN, BK=BK)
        return y
