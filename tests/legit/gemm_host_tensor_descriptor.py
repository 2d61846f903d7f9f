# problem: level1/matmul_transposed_a
# expect: ok
"""C = A^T @ B. Triton 3.x TMA style: host-side TensorDescriptor (triton.tools.tensor_descriptor) when
row strides are 16-byte aligned, A tile loaded as (BK, BM) and transposed with tl.trans; a plain pointer
kernel otherwise (odd shapes)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from triton.tools.tensor_descriptor import TensorDescriptor


@triton.jit
def matmul_tn_desc_kernel(a_desc, b_desc, c_desc, M, N, K,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a_t = a_desc.load([k0, pid_m * BM])      # (BK, BM) tile of A (K, M)
        b = b_desc.load([k0, pid_n * BN])        # (BK, BN)
        acc = tl.dot(tl.trans(a_t), b, acc, input_precision="ieee")
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(c_desc.dtype))


@triton.jit
def matmul_tn_ptr_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sak, sam, sbk, sbn, scm, scn,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rk[None, :] * sak + rm[:, None] * sam, mask=(rk[None, :] < K) & (rm[:, None] < M), other=0.)
        b = tl.load(b_ptr + rk[:, None] * sbk + rn[None, :] * sbn, mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def _tma_ok(*ts):
    return all(t.is_contiguous() and (t.stride(0) * t.element_size()) % 16 == 0 for t in ts)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        K, M = a.shape
        N = b.shape[1]
        c = torch.empty((M, N), device=a.device, dtype=a.dtype)
        BM, BN, BK = 32, 32, 16
        grid = (triton.cdiv(M, BM), triton.cdiv(N, BN))
        if _tma_ok(a, b, c):
            a_desc = TensorDescriptor.from_tensor(a, [BK, BM])
            b_desc = TensorDescriptor.from_tensor(b, [BK, BN])
            c_desc = TensorDescriptor.from_tensor(c, [BM, BN])
            matmul_tn_desc_kernel[grid](a_desc, b_desc, c_desc, M, N, K, BM=BM, BN=BN, BK=BK)
        else:
            matmul_tn_ptr_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                       c.stride(0), c.stride(1), BM=BM, BN=BN, BK=BK)
        return c
