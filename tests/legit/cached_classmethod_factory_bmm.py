# problem: level1/matmul_batched
# expect: ok
"""Batched matmul. A `BatchedGemm` object holds the tile sizes for one dtype; its classmethod
factory `for_dtype` is memoised with functools.cache so every call for a dtype shares one object.
forward asks for the object of the input's dtype and calls its `bmm` method."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _bmm_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                sab, sam, sak, sbb, sbk, sbn, scb, scm, scn,
                IEEE: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bid = tl.program_id(2).to(tl.int64)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_base = a_ptr + bid * sab
    b_base = b_ptr + bid * sbb
    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + rk
        a = tl.load(a_base + rm[:, None] * sam + ks[None, :] * sak,
                    mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        b = tl.load(b_base + ks[:, None] * sbk + rn[None, :] * sbn,
                    mask=(ks[:, None] < K) & (rn[None, :] < N), other=0.0)
        if IEEE:
            acc += tl.dot(a, b, input_precision="ieee")
        else:
            acc += tl.dot(a, b)
    tl.store(c_ptr + bid * scb + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class BatchedGemm:
    def __init__(self, block_m: int, block_n: int, block_k: int, num_warps: int, ieee: bool):
        self.block_m, self.block_n, self.block_k = block_m, block_n, block_k
        self.num_warps = num_warps
        self.ieee = ieee

    @classmethod
    @functools.cache
    def for_dtype(cls, dtype: torch.dtype) -> "BatchedGemm":
        if dtype == torch.float32:
            return cls(32, 32, 32, 4, True)
        return cls(64, 64, 32, 4, False)

    def bmm(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        B, M, K = a.shape
        N = b.shape[2]
        c = torch.empty((B, M, N), dtype=a.dtype, device=a.device)
        grid = (triton.cdiv(M, self.block_m), triton.cdiv(N, self.block_n), B)
        _bmm_kernel[grid](a, b, c, M, N, K, *a.stride(), *b.stride(), *c.stride(),
                          IEEE=self.ieee, BLOCK_M=self.block_m, BLOCK_N=self.block_n, BLOCK_K=self.block_k,
                          num_warps=self.num_warps)
        return c

    def __repr__(self) -> str:
        return f"BatchedGemm({self.block_m}x{self.block_n}x{self.block_k}, ieee={self.ieee})"


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return BatchedGemm.for_dtype(a.dtype).bmm(a, b)
