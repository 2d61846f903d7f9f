# problem: level2/gemm_bias_silu
# expect: ok
"""GEMM + bias + SiLU on a 3-D input, written with type hints naming torch's activation layers
(`act: Optional[nn.SiLU] = None`, `-> Union[nn.SiLU, nn.ReLU, None]`, a local `layer: nn.SiLU`)
in the style of a reference-compatible block; the kernel computes the activation."""
from typing import Optional, Union

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_silu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, swn, sym,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
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
    acc = acc * tl.sigmoid(acc)
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def _check_act(act: Optional[nn.SiLU] = None) -> bool:
    layer: nn.SiLU | None = act
    return layer is None or type(layer) is nn.SiLU


class ModelNew(nn.Module):
    def __init__(self, in_features: int, out_features: int, act: Optional[nn.SiLU] = None) -> None:
        super().__init__()
        if not _check_act(act):
            raise ValueError("only SiLU is fused")
        self.fc = nn.Linear(in_features, out_features)

    def activation(self) -> Union[nn.SiLU, nn.ReLU, None]:
        return None  # fused into the kernel

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        M, K = x2.shape
        w, b = self.fc.weight, self.fc.bias
        N = w.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        _linear_silu_kernel[grid](x2, w, b, y, M, N, K, x2.stride(0), w.stride(0), y.stride(0),
                                  BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return y.view(*x.shape[:-1], N)
