# problem: level2/gemm_bias_silu
# expect: ok
"""An `IntEnum` picks the fused activation (passed as a constexpr), and a method with
keyword-only parameters `self._freeze(layer=self.fc)` sets `layer.weight.requires_grad = False`. Refused by the gate until false-positive probe 21."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Act(enum.IntEnum):
    NONE = 0
    RELU = 1
    SILU = 2


@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, ACT: tl.constexpr,
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
    if ACT == 1:
        acc = tl.maximum(acc, 0.0)
    elif ACT == 2:
        acc = acc * tl.sigmoid(acc)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.act = Act.SILU
        self._freeze(layer=self.fc)

    def _freeze(self, *, layer):
        layer.weight.requires_grad = False
        layer.bias.requires_grad = False

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        M, K = x2.shape
        N = self.fc.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_act_kernel[(triton.cdiv(M, 64), triton.cdiv(N, 64))](
            x2, self.fc.weight, self.fc.bias, y, M, N, K, ACT=int(self.act), BM=64, BN=64, BK=32)
        return y.reshape(*lead, N)
