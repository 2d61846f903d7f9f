# problem: level2/cosine_similarity_matrix
# expect: ok
"""exp(logit_scale) * normalize(a) @ normalize(b).T in two kernels: a row-normalising kernel, then
a strided GEMM that takes `b_n.mT` (the view PyTorch recommends over `.t()` for batched code)
with its strides, reads the learned logit_scale from its parameter inside the kernel and
multiplies exp(scale) into the epilogue. (`.mT` was refused as library compute before probe 23.)"""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2_normalize_rows_kernel(x_ptr, y_ptr, D, eps, BLOCK_D: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for d0 in range(0, D, BLOCK_D):
        v = tl.load(x_ptr + row * D + d0 + cols, mask=d0 + cols < D, other=0.0)
        acc += v * v
    inv = 1.0 / tl.maximum(tl.sqrt(tl.sum(acc, axis=0)), eps)
    for d0 in range(0, D, BLOCK_D):
        m = d0 + cols < D
        v = tl.load(x_ptr + row * D + d0 + cols, mask=m, other=0.0)
        tl.store(y_ptr + row * D + d0 + cols, v * inv, mask=m)


@triton.jit
def scaled_gemm_kernel(a_ptr, b_ptr, c_ptr, scale_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * sam + kk[None, :] * sak, mask=(rm[:, None] < M) & (kk[None, :] < K),
                    other=0.0)
        b = tl.load(b_ptr + kk[:, None] * sbk + rn[None, :] * sbn, mask=(kk[:, None] < K) & (rn[None, :] < N),
                    other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    scale = tl.exp(tl.load(scale_ptr).to(tl.float32))
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc * scale,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.logit_scale = nn.Parameter(torch.tensor(math.log(1.0 / 0.07)))

    @staticmethod
    def _normalize(x):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, d = x.shape
        l2_normalize_rows_kernel[(rows,)](x, y, d, 1e-12, BLOCK_D=64)
        return y

    def forward(self, a, b):
        a_n = self._normalize(a)
        b_t = self._normalize(b).mT  # (dim, rows_b) view, strides (1, dim)
        M, K = a_n.shape
        N = b_t.shape[1]
        c = torch.empty((M, N), device=a.device, dtype=a.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        scaled_gemm_kernel[grid](a_n, b_t, c, self.logit_scale, M, N, K, a_n.stride(0), a_n.stride(1),
                                 b_t.stride(0), b_t.stride(1), c.stride(0), c.stride(1), BM=32, BN=32, BK=32)
        return c
