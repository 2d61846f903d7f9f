# problem: level2/gemm_bias_silu
# expect: ok
"""The module keeps its two launchers as a tuple (`self.ops = (TritonLinear(...), TritonSiLU())`)
and unpacks it in forward (`lin, act = self.ops`) before calling their compute-named methods
`lin.linear(...)` and `act.silu(...)`. Refused as torch compute (unpacking handed the table on)
until false-positive probe 26."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def _silu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, x / (1.0 + tl.exp(-x)), mask=m)


class TritonLinear:
    def __init__(self, weight: nn.Parameter, bias: nn.Parameter) -> None:
        self.weight = weight
        self.bias = bias

    def linear(self, x2d):
        M, K = x2d.shape
        N = self.weight.shape[0]
        y = torch.empty((M, N), dtype=x2d.dtype, device=x2d.device)
        _linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x2d, self.weight, self.bias, y, M, N, K,
                                                                 BM=32, BN=32, BK=32)
        return y


class TritonSiLU:
    def silu(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        _silu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        bound = 1.0 / math.sqrt(in_features)
        nn.init.uniform_(self.bias, -bound, bound)
        self.ops = (TritonLinear(self.weight, self.bias), TritonSiLU())

    def forward(self, x):
        lin, act = self.ops
        *lead, k = x.shape
        y = act.silu(lin.linear(x.reshape(-1, k).contiguous()))
        return y.reshape(*lead, -1)
