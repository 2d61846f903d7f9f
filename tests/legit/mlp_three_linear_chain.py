# problem: level3/mlp_three_layer
# expect: ok
"""Level-3 block: three nn.Linear layers (same construction and init as the reference, so the
seeded weights match) read by one GEMM kernel launched three times with a constexpr switch for
the fused exact-GELU epilogue."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, inv_sqrt2,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GELU: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * inv_sqrt2))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def linear(x, layer, gelu):
    x = x.contiguous()
    M, K = x.shape
    N = layer.weight.shape[0]
    y = torch.empty(M, N, device=x.device, dtype=x.dtype)
    linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, layer.weight, layer.bias, y, M, N, K,
                                                            math.sqrt(0.5), BM=32, BN=32, BK=32, GELU=gelu)
    return y


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        for lin in (self.fc1, self.fc2):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        h = linear(x, self.fc1, True)
        h = linear(h, self.fc2, True)
        return linear(h, self.fc3, False)
