# problem: level2/gemm_bias_silu
# expect: ok
"""Linear + SiLU on a (batch, seq, in) input: an Enum of activations whose string value is passed
as a constexpr (`ACTIVATION == "silu"` in the kernel, as Triton's matmul tutorial does), the
nn.Linear kept for its initialisation, the input flattened with reshape."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Activation(str, enum.Enum):
    NONE = "none"
    RELU = "relu"
    SILU = "silu"


@triton.jit
def linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, sxk, swn, swk, sym, syn,
                      ACTIVATION: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + kk[None, :] * sxk, mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * swn + kk[:, None] * swk, mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if ACTIVATION == "silu":
        acc = acc * tl.sigmoid(acc)
    elif ACTIVATION == "relu":
        acc = tl.maximum(acc, 0.0)
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.activation = Activation.SILU

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = x.reshape(-1, x.shape[-1])
        M, K = x2.shape
        N = self.fc.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        w = self.fc.weight
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_act_kernel[grid](x2, w, self.fc.bias, y, M, N, K, x2.stride(0), x2.stride(1), w.stride(0), w.stride(1),
                                y.stride(0), y.stride(1), ACTIVATION=self.activation.value, BM=32, BN=32, BK=32)
        return y.reshape(*lead, N)
