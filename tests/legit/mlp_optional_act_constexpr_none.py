# problem: level3/mlp_three_layer
# expect: ok
"""One GEMM kernel for all three layers: `ACT: tl.constexpr` is a @triton.jit GELU for the hidden
layers and None for the last (`if ACT is not None:` inside the kernel); the activation helper
itself calls a second helper (erf-based CDF)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _phi(x):
    return 0.5 * (1.0 + tl.erf(x * 0.7071067811865476))


@triton.jit
def gelu(x):
    return x * _phi(x)


@triton.jit
def dense_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                 ACT: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * K + kk[:, None], mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if ACT is not None:
        acc = ACT(acc)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        for lin in (self.fc1, self.fc2):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)
        self.plan = ((self.fc1, gelu), (self.fc2, gelu), (self.fc3, None))

    def forward(self, x):
        h = x.contiguous()
        for layer, act in self.plan:
            M, K = h.shape
            N = layer.weight.shape[0]
            y = torch.empty((M, N), device=h.device, dtype=h.dtype)
            grid = (triton.cdiv(M, 64), triton.cdiv(N, 64))
            dense_kernel[grid](h, layer.weight, layer.bias, y, M, N, K, ACT=act, BM=64, BN=64, BK=32)
            h = y
        return h
