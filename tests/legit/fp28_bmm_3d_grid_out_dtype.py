# problem: level1/matmul_batched
# expect: ok
"""torch.bmm with a 3-D grid (m tiles, n tiles, batch), tl.dot with out_dtype=tl.float32 and
input_precision="ieee", strides passed per operand."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bmm_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sab, sam, sak, sbb, sbk, sbn, scb, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bat = tl.program_id(2)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + bat * sab + rm[:, None] * sam + rk[None, :] * sak,
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + bat * sbb + rk[:, None] * sbk + rn[None, :] * sbn,
                    mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, out_dtype=tl.float32, input_precision="ieee")
    tl.store(c_ptr + bat * scb + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def forward(self, a, b):
        B, M, K = a.shape
        N = b.shape[2]
        c = torch.empty((B, M, N), device=a.device, dtype=a.dtype)
        grid = (triton.cdiv(M, 16), triton.cdiv(N, 16), B)
        bmm_kernel[grid](a, b, c, M, N, K, *a.stride(), *b.stride(), *c.stride(), BM=16, BN=16, BK=16)
        return c
