# problem: level3/mlp_three_layer
# expect: ok
"""Three-layer MLP: a plain Python list of TritonDense objects (each holding its nn.Linear's
parameters) and forward loops `for layer in self.stack: h = layer.linear(h)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def dense_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, GELU: tl.constexpr,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        ks = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * K + ks[None, :], mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + ks[:, None], mask=(rn[None, :] < N) & (ks[:, None] < K), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class TritonDense:
    def __init__(self, lin: nn.Linear, gelu: bool):
        self.lin = lin
        self.gelu = gelu

    def linear(self, x):
        M, K = x.shape
        N = self.lin.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        dense_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.lin.weight, self.lin.bias, y, M, N, K,
                                                               GELU=self.gelu, BM=32, BN=32, BK=32)
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
        self.stack = [TritonDense(self.fc1, True), TritonDense(self.fc2, True), TritonDense(self.fc3, False)]

    def forward(self, x):
        h = x.contiguous()
        for layer in self.stack:
            h = layer.linear(h)
        return h
