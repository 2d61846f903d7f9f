# problem: level2/gemm_bias_relu
# expect: ok
"""GEMM + bias + ReLU whose constructor takes an optional activation layer (as a reference-style
block would) and maps it to the kernel's constexpr name with isinstance/`is` tests against torch's
layer classes; the layer itself is never kept or called."""
from typing import Optional

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, swn, sym,
                       ACT: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * sxm + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + rn[None, :] * swn + kk[:, None], mask=(rn[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if ACT == "relu":
        acc = tl.maximum(acc, 0.0)
    elif ACT == "gelu":
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    elif ACT == "silu":
        acc = acc * tl.sigmoid(acc)
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def _act_code(act: Optional[nn.Module]) -> str:
    if act is None or isinstance(act, nn.ReLU):
        return "relu"
    if isinstance(act, nn.GELU) and act.approximate == "none":
        return "gelu"
    if type(act) is nn.SiLU:
        return "silu"
    if isinstance(act, (nn.Identity,)):
        return "none"
    raise NotImplementedError(f"unsupported activation {type(act).__name__}")


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, act: Optional[nn.Module] = None):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.act_code = _act_code(act)

    def forward(self, x):
        x = x.contiguous()
        w, b = self.fc.weight, self.fc.bias
        M, K = x.shape
        N = w.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        _linear_act_kernel[grid](x, w, b, y, M, N, K, x.stride(0), w.stride(0), y.stride(0),
                                 ACT=self.act_code, BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return y
