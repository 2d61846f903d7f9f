# problem: level2/gemm_bias_gelu
# expect: ok
"""An optional activation launcher, `self.act = TritonGELU() if use_act else None`, used as
`self.act.gelu(y) if self.act is not None else y`. Refused as torch compute (a binding to None made
`self.act` anything) until false-positive probe 26."""
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
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def _gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))).to(y_ptr.dtype.element_ty), mask=m)


class TritonGELU:
    def gelu(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        _gelu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, dtype, use_act: bool = True):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.to(dtype)
        self.act = TritonGELU() if use_act else None

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.out_features
        y = torch.empty((M, N), dtype=x.dtype, device=x.device)
        _linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](x, self.fc.weight, self.fc.bias, y, M, N, K,
                                                                 BM=32, BN=32, BK=32)
        return self.act.gelu(y) if self.act is not None else y
