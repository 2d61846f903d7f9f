# problem: level2/gemm_bias_gelu
# expect: ok
"""`if not hasattr(self, "_wt")` builds a transposed weight copy on the first forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_gelu_kernel(x_ptr, wt_ptr, b_ptr, y_ptr, M, N, K,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(wt_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a.to(tl.float32), b.to(tl.float32), input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], acc.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.to(dtype)

    def forward(self, x):
        if not hasattr(self, "_wt"):
            self._wt = self.fc.weight.detach().t().contiguous()
        x = x.contiguous()
        M, K = x.shape
        N = self._wt.shape[1]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        gemm_gelu_kernel[(triton.cdiv(M, 64), triton.cdiv(N, 64))](x, self._wt, self.fc.bias, y, M, N, K,
                                                                    BM=64, BN=64, BK=32)
        return y
