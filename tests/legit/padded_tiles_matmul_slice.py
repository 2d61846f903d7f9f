# problem: level1/matmul_square
# expect: ok
"""The result is written into a buffer padded up to whole tiles (no store masks) and returned as
the slice c[:M, :N], a view into a larger buffer of its own."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def padded_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * sam + rk[None, :] * sak,
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + rk[:, None] * sbk + rn[None, :] * sbn,
                    mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    # Every tile is whole in the padded buffer: the store needs no mask.
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :], acc.to(c_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    BM, BN, BK = 32, 32, 16

    def forward(self, a, b):
        M, K = a.shape
        N = b.shape[1]
        Mp, Np = triton.cdiv(M, self.BM) * self.BM, triton.cdiv(N, self.BN) * self.BN
        c = torch.empty((Mp, Np), device=a.device, dtype=a.dtype)
        grid = (Mp // self.BM, Np // self.BN)
        padded_matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                   c.stride(0), BM=self.BM, BN=self.BN, BK=self.BK)
        return c[:M, :N]
