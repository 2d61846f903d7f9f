# problem: level3/mlp_three_layer
# expect: ok
"""Three own `nn.Module` layers built by a `@classmethod` factory (`FusedLinear.from_dims`),
each with an `Optional[str]` activation behind a constexpr, parameters re-initialised in
`__init__` exactly as the reference does (`nn.init.normal_` on the first two weights), kept in an
`nn.ModuleList` and run in a loop; a `tl.dot` GEMM with fused bias and exact GELU."""
import math
from typing import List, Optional

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_act_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, sxm, swn, sym,
                       GELU: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * sxm + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * swn + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class FusedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, act: Optional[str] = None) -> None:
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.act = act
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        bound = 1.0 / math.sqrt(in_features)
        nn.init.uniform_(self.bias, -bound, bound)

    @classmethod
    def from_dims(cls, dims: List[int], i: int, act: Optional[str]) -> "FusedLinear":
        return cls(dims[i], dims[i + 1], act)

    def run(self, x: torch.Tensor) -> torch.Tensor:
        M, K = x.shape
        N = self.out_features
        y = torch.empty((M, N), dtype=x.dtype, device=x.device)
        BM, BN, BK = 32, 32, 32
        _linear_act_kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](
            x, self.weight, self.bias, y, M, N, K, x.stride(0), self.weight.stride(0), y.stride(0),
            GELU=self.act == "gelu", BM=BM, BN=BN, BK=BK)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features: int, hidden1: int, hidden2: int, out_features: int, dtype: torch.dtype) -> None:
        super().__init__()
        dims = [in_features, hidden1, hidden2, out_features]
        acts = ["gelu", "gelu", None]
        self.layers = nn.ModuleList(FusedLinear.from_dims(dims, i, acts[i]) for i in range(3))
        for lin in (self.layers[0], self.layers[1]):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = x.contiguous()
        for layer in self.layers:
            h = layer.run(h)
        return h
