# problem: level2/gemm_bias_residual_add
# expect: ok
"""The grid is a lambda stored on self in `__init__` (`self._grid = lambda M, N: ...`) closing over
the tile sizes; nn.Linear is a weight holder and the residual is added in the GEMM epilogue."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gemm_bias_residual_kernel(x_ptr, w_ptr, b_ptr, r_ptr, y_ptr, M, N, K,
                               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    acc += tl.load(r_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.to(dtype)
        self.bm, self.bn, self.bk = 32, 32, 32
        self._grid = lambda M, N: (triton.cdiv(M, self.bm), triton.cdiv(N, self.bn))

    def forward(self, x, residual):
        x = x.contiguous()
        residual = residual.contiguous()
        M, K = x.shape
        N = self.fc.out_features
        y = torch.empty((M, N), dtype=x.dtype, device=x.device)
        _gemm_bias_residual_kernel[self._grid(M, N)](x, self.fc.weight, self.fc.bias, residual, y, M, N, K,
                                                     BM=self.bm, BN=self.bn, BK=self.bk)
        return y
