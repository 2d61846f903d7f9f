# problem: level1/matvec
# expect: ok
"""No tl.dot: a 2-D tile multiplied elementwise and reduced with tl.sum(axis=1); the inner
unroll uses tl.static_range and the outer loop tl.range."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def matvec_kernel(a_ptr, x_ptr, y_ptr, M, K, BM: tl.constexpr, BK: tl.constexpr, UNROLL: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    acc = tl.zeros([BM], dtype=tl.float32)
    for k0 in tl.range(0, K, BK * UNROLL):
        for u in tl.static_range(UNROLL):
            rk = k0 + u * BK + tl.arange(0, BK)
            a = tl.load(a_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
            v = tl.load(x_ptr + rk, mask=rk < K, other=0.0)
            acc += tl.sum(a * v[None, :], axis=1)
    tl.store(y_ptr + rm, acc, mask=rm < M)


class ModelNew(nn.Module):
    def forward(self, a, x):
        a = a.contiguous()
        M, K = a.shape
        y = torch.empty(M, 1, device=a.device, dtype=a.dtype)
        matvec_kernel[(triton.cdiv(M, 16),)](a, x.reshape(-1).contiguous(), y, M, K, BM=16, BK=32, UNROLL=2)
        return y
