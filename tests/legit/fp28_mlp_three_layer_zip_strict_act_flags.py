# problem: level3/mlp_three_layer
# expect: ok
"""Three-layer MLP: nn.Linear layers created and initialised as the reference, one GEMM+bias kernel
with an APPLY_GELU constexpr flag, and forward walking `zip(layers, flags, strict=True)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, APPLY_GELU: tl.constexpr,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if APPLY_GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


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
        h = x.contiguous()
        layers = (self.fc1, self.fc2, self.fc3)
        flags = (True, True, False)
        for lin, gelu in zip(layers, flags, strict=True):
            M, K = h.shape
            N = lin.out_features
            y = torch.empty((M, N), device=h.device, dtype=h.dtype)
            linear_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 16))](h, lin.weight, lin.bias, y, M, N, K,
                                                                   APPLY_GELU=gelu, BM=16, BN=16, BK=16)
            h = y
        return h
