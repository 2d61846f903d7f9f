# problem: level2/gemm_bias_silu
# expect: ok
"""A fused GEMM written for an optional bias: HAS_BIAS is a constexpr and, as fused kernels do,
the weight is passed as a dummy pointer when there is no bias; the nn.Linear's weight is read
transposed through its strides, and SiLU is applied in the epilogue."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_silu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, sxk, swn, swk,
                       HAS_BIAS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * sxm + rk[None, :] * sxk, mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * swn + rk[:, None] * swk, mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    if HAS_BIAS:
        acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc = acc * tl.sigmoid(acc)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def linear_silu(x2d, weight, bias):
    M, K = x2d.shape
    N = weight.shape[0]
    y = torch.empty((M, N), device=x2d.device, dtype=torch.float32)
    grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
    linear_silu_kernel[grid](x2d, weight, bias if bias is not None else weight, y, M, N, K,
                             x2d.stride(0), x2d.stride(1), weight.stride(0), weight.stride(1),
                             HAS_BIAS=bias is not None, BM=32, BN=32, BK=32)
    return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        lead = x.shape[:-1]
        y = linear_silu(x.reshape(-1, x.shape[-1]), self.fc.weight, self.fc.bias)
        return y.to(x.dtype).reshape(*lead, y.shape[-1])
