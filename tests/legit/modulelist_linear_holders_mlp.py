# problem: level3/mlp_three_layer
# expect: ok
"""MLP with the layers in an nn.ModuleList built by a comprehension over zip(dims[:-1], dims[1:]),
then re-initialised like the reference; forward loops over enumerate(self.layers) and reads each
layer's weight and bias into one kernel (GELU on all but the last)."""
from typing import List

import torch
from torch import nn
import triton
import triton.language as tl


@triton.jit
def fused_linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, APPLY_GELU: tl.constexpr,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        x = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(x, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if APPLY_GELU:
        acc = 0.5 * acc * (1.0 + tl.math.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        dims: List[int] = [in_features, hidden1, hidden2, out_features]
        self.layers = nn.ModuleList([nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:])])
        for lin in list(self.layers)[:2]:
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        h = x.contiguous()
        last = len(self.layers) - 1
        for i, layer in enumerate(self.layers):
            M, K = h.shape
            N = layer.weight.shape[0]
            out = torch.empty((M, N), device=h.device, dtype=h.dtype)
            fused_linear_kernel[(triton.cdiv(M, 16), triton.cdiv(N, 32))](
                h, layer.weight, layer.bias, out, M, N, K, APPLY_GELU=i < last, BM=16, BN=32, BK=32)
            h = out
        return h
