# problem: level2/gemm_bias_silu
# expect: ok
"""Parameters frozen with the in-place method `p.requires_grad_(False)` inside a helper method
that walks `self.fc.parameters()`; GEMM + bias + SiLU over a 3-D input flattened to rows."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_bias_silu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc = acc * tl.sigmoid(acc)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self._inference_only()

    def _inference_only(self):
        for p in self.fc.parameters():
            p.requires_grad_(False)
        return self

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        M, K = x2.shape
        N = self.fc.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        gemm_bias_silu_kernel[(triton.cdiv(M, 64), triton.cdiv(N, 64))](
            x2, self.fc.weight, self.fc.bias, y, M, N, K, BM=64, BN=64, BK=32)
        return y.reshape(*lead, N)
