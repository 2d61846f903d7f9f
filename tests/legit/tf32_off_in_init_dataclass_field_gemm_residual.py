# problem: level2/gemm_bias_residual_add
# expect: ok
"""GEMM + bias + residual: the TF32 switches turned off in __init__ (for the __main__ comparison
with torch), a dataclass with field(default_factory=...) for tile settings (refused as
`monkeypatch` before false-positive probe 17)."""
from dataclasses import dataclass, field
from typing import Dict

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass
class Tiles:
    sizes: Dict[str, int] = field(default_factory=lambda: {"BM": 16, "BN": 32, "BK": 32})
    num_warps: int = 4


@triton.jit
def gemm_bias_res_kernel(x_ptr, w_ptr, b_ptr, r_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                         BK: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        x = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rn[None, :] < N) & (rk[:, None] < K), other=0.0)
        acc += tl.dot(x, w, input_precision="ieee")
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc += tl.load(r_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, dtype=torch.float32):
        super().__init__()
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        self.fc = nn.Linear(in_features, out_features)
        self.tiles = Tiles()
        self.to(dtype)

    def forward(self, x, residual):
        x = x.contiguous()
        residual = residual.contiguous()
        M, K = x.shape
        N = self.fc.out_features
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        t = self.tiles.sizes
        grid = (triton.cdiv(M, t["BM"]), triton.cdiv(N, t["BN"]))
        gemm_bias_res_kernel[grid](x, self.fc.weight, self.fc.bias, residual, y, M, N, K,
                                   num_warps=self.tiles.num_warps, **t)
        return y
