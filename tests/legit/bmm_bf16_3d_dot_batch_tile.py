# problem: level1/matmul_batched@bf16
# expect: ok
"""Batched matmul with a 3-D `tl.dot`: each program multiplies a [BATCH_TILE, BM, BK] x
[BATCH_TILE, BK, BN] block (two batches at once), accumulating in fp32 with `out_dtype=tl.float32`
and storing in the input dtype (bf16 variant: bf16 operands go to the dot as they are)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bmm3d_kernel(a_ptr, b_ptr, c_ptr, BATCH, M, N, K, sab, sam, sak, sbb, sbk, sbn, scb, scm, scn,
                 BATCH_TILE: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rb = tl.program_id(2) * BATCH_TILE + tl.arange(0, BATCH_TILE)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    b3 = rb[:, None, None]
    acc = tl.zeros([BATCH_TILE, BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + b3 * sab + rm[None, :, None] * sam + kk[None, None, :] * sak,
                    mask=(b3 < BATCH) & (rm[None, :, None] < M) & (kk[None, None, :] < K), other=0.0)
        b = tl.load(b_ptr + b3 * sbb + kk[None, :, None] * sbk + rn[None, None, :] * sbn,
                    mask=(b3 < BATCH) & (kk[None, :, None] < K) & (rn[None, None, :] < N), other=0.0)
        acc += tl.dot(a, b, out_dtype=tl.float32, input_precision="ieee")
    c_ptrs = c_ptr + b3 * scb + rm[None, :, None] * scm + rn[None, None, :] * scn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty),
             mask=(b3 < BATCH) & (rm[None, :, None] < M) & (rn[None, None, :] < N))


class ModelNew(nn.Module):
    def forward(self, a, b):
        B, M, K = a.shape
        N = b.shape[2]
        c = torch.empty((B, M, N), device=a.device, dtype=a.dtype)
        BT, BM, BN, BK = 2, 16, 16, 16
        grid = (triton.cdiv(M, BM), triton.cdiv(N, BN), triton.cdiv(B, BT))
        bmm3d_kernel[grid](a, b, c, B, M, N, K, *a.stride(), *b.stride(), *c.stride(),
                           BATCH_TILE=BT, BM=BM, BN=BN, BK=BK)
        return c
