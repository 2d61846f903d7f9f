# problem: level3/mlp_three_layer
# expect: ok
"""A helper nn.Module `TritonLinear` (launches the GEMM kernel in its own forward) used as
self.fc1/self.fc2/self.fc3 and called as self.fc1(x) from ModelNew.forward -- the common
"custom layer" style."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, APPLY_GELU: tl.constexpr,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.)[None, :]
    if APPLY_GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class TritonLinear(nn.Module):
    def __init__(self, in_features, out_features, gelu=False):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.gelu = gelu
        ref = nn.Linear(in_features, out_features)  # same init as nn.Linear
        self.weight = nn.Parameter(ref.weight.detach().clone())
        self.bias = nn.Parameter(ref.bias.detach().clone())

    def forward(self, x):
        M, K = x.shape
        N = self.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_act_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x.contiguous(), self.weight, self.bias, y, M, N, K,
                                                                    APPLY_GELU=self.gelu, BM=32, BN=32, BK=32)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = TritonLinear(in_features, hidden1, gelu=True)
        self.fc2 = TritonLinear(hidden1, hidden2, gelu=True)
        self.fc3 = TritonLinear(hidden2, out_features)
        for lin in (self.fc1, self.fc2):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        return self.fc3(self.fc2(self.fc1(x)))
