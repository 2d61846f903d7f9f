# problem: level1/matvec
# expect: ok
"""Split-K matrix-vector product: the output comes from `a.new_zeros((m, 1))` and each program adds
its partial dot products with `tl.atomic_add`; the 2-D grid is (row blocks, K splits)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def matvec_split_k_kernel(a_ptr, x_ptr, y_ptr, M, K, K_PER_SPLIT, BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    k_start = tl.program_id(1) * K_PER_SPLIT
    k_stop = tl.minimum(k_start + K_PER_SPLIT, K)
    acc = tl.zeros([BLOCK_M, BLOCK_K], tl.float32)
    rows = a_ptr + rm[:, None].to(tl.int64) * K
    for k0 in range(k_start, k_stop, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        km = rk < k_stop
        a = tl.load(rows + rk[None, :], mask=(rm[:, None] < M) & km[None, :], other=0.0)
        v = tl.load(x_ptr + rk, mask=km, other=0.0)
        acc += a.to(tl.float32) * v.to(tl.float32)[None, :]
    tl.atomic_add(y_ptr + rm, tl.sum(acc, 1), mask=rm < M)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, x):
        a = a.contiguous()
        x = x.contiguous()
        M, K = a.shape
        y = a.new_zeros((M, 1))
        BLOCK_M, BLOCK_K = 32, 128
        splits = max(1, min(8, K // 4096))
        k_per_split = triton.cdiv(triton.cdiv(K, splits), BLOCK_K) * BLOCK_K
        grid = (triton.cdiv(M, BLOCK_M), triton.cdiv(K, k_per_split))
        matvec_split_k_kernel[grid](a, x, y, M, K, k_per_split, BLOCK_M=BLOCK_M, BLOCK_K=BLOCK_K)
        return y
