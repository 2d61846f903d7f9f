# problem: level3/mlp_three_layer
# expect: ok
"""Three-layer MLP whose hidden-layer init is `functools.partial(nn.init.normal_, std=...)` per
layer, applied in __init__; forward is three Triton GEMMs with fused GELU."""
import functools
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, swn, sym,
                   GELU: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * swn + kk[:, None], mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc += tl.dot(a.to(tl.float32), b.to(tl.float32), input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, out_features)
        for lin in (self.fc1, self.fc2):
            init = functools.partial(nn.init.normal_, std=lin.in_features ** -0.5)
            init(lin.weight)
        self.to(dtype)

    def forward(self, x):
        h = x.contiguous()
        for lin, gelu in ((self.fc1, True), (self.fc2, True), (self.fc3, False)):
            M, K = h.shape
            N = lin.out_features
            y = h.new_empty((M, N))
            _linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](
                h, lin.weight, lin.bias, y, M, N, K, h.stride(0), lin.weight.stride(0), y.stride(0),
                GELU=gelu, BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
            h = y
        return h
