# problem: level1/matvec
# expect: ok
"""Matrix-vector product; `__init__` sets attributes by tuple unpacking and chained targets
(`self.block_m, self.block_k = 64, 128`, `self.warps = self._default_warps = 4`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def matvec_kernel(a_ptr, x_ptr, y_ptr, M, K, BM: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    rm = pm * BM + tl.arange(0, BM)
    acc = tl.zeros((BM,), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None].to(tl.int64) * K + rk[None, :],
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        v = tl.load(x_ptr + rk, mask=rk < K, other=0.0)
        acc += tl.sum(a * v[None, :], axis=1)
    tl.store(y_ptr + rm, acc, mask=rm < M)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.block_m, self.block_k = 64, 128
        self.warps = self._default_warps = 4

    def forward(self, a, x):
        a = a.contiguous()
        xv = x.reshape(-1).contiguous()
        M, K = a.shape
        y = torch.empty((M, 1), device=a.device, dtype=a.dtype)
        matvec_kernel[(triton.cdiv(M, self.block_m),)](a, xv, y, M, K, BM=self.block_m, BK=self.block_k,
                                                       num_warps=self.warps)
        return y
