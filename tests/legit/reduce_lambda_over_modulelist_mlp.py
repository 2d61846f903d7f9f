# problem: level3/mlp_three_layer
# expect: ok
"""Forward folds the input through an `nn.ModuleList` of own Triton linear modules with
`functools.reduce(lambda h, layer: layer(h), self.layers, x)`, a functional form of the layer loop."""
import functools
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _linear_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, GELU: tl.constexpr,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


class TritonLinear(nn.Module):
    def __init__(self, in_features, out_features, gelu):
        super().__init__()
        self.in_features = in_features
        self.gelu = gelu
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        bound = 1.0 / math.sqrt(in_features)
        nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, x):
        M, K = x.shape
        N = self.weight.shape[0]
        y = torch.empty((M, N), dtype=x.dtype, device=x.device)
        _linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.weight, self.bias, y, M, N, K,
                                                                 GELU=self.gelu, BM=32, BN=32, BK=32)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden1, hidden2, out_features, dtype):
        super().__init__()
        self.layers = nn.ModuleList([TritonLinear(in_features, hidden1, True), TritonLinear(hidden1, hidden2, True),
                                     TritonLinear(hidden2, out_features, False)])
        for lin in (self.layers[0], self.layers[1]):
            nn.init.normal_(lin.weight, std=lin.in_features ** -0.5)
        self.to(dtype)

    def forward(self, x):
        return functools.reduce(lambda h, layer: layer(h), self.layers, x.contiguous())
