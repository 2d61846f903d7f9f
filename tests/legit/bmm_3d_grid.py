# problem: level1/matmul_batched
# expect: ok
"""A 3-D grid (m tiles, n tiles, batch) with per-batch pointer strides."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bmm_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sab, sam, sak, sbb, sbk, sbn, scb, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    bat = tl.program_id(2)
    a_base = a_ptr + bat * sab
    b_base = b_ptr + bat * sbb
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_base + rm[:, None] * sam + rk[None, :] * sak,
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(b_base + rk[:, None] * sbk + rn[None, :] * sbn,
                    mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + bat * scb + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def forward(self, a, b):
        Bt, M, K = a.shape
        N = b.shape[2]
        c = torch.empty((Bt, M, N), device=a.device, dtype=a.dtype)
        grid = (triton.cdiv(M, 16), triton.cdiv(N, 16), Bt)
        bmm_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), a.stride(2), b.stride(0), b.stride(1),
                         b.stride(2), c.stride(0), c.stride(1), c.stride(2), BM=16, BN=16, BK=16)
        return c
