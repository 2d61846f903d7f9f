# problem: level2/gemm_bias_residual_add
# expect: ok (gpu) runtime_error (cpu)
"""GEMM + bias + residual with block pointers (`tl.make_block_ptr`, `tl.advance`, boundary
checks and zero padding); the kernel and its tile sizes are held on self as a tuple and launched
from there. Block pointers are Triton <= 3.7 (3.6 on the H200 compiles this); Triton 3.8+ removed
them from its compiler and interpreter alike, so with such a Triton here interpreter mode can
only report the interpreter's NotImplementedError (runtime_error), not a compile-check verdict."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gemm_residual_kernel(x_ptr, w_ptr, b_ptr, r_ptr, y_ptr, M, N, K,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_blk = tl.make_block_ptr(x_ptr, shape=(M, K), strides=(K, 1), offsets=(pid_m * BM, 0),
                              block_shape=(BM, BK), order=(1, 0))
    w_blk = tl.make_block_ptr(w_ptr, shape=(K, N), strides=(1, K), offsets=(0, pid_n * BN),
                              block_shape=(BK, BN), order=(0, 1))
    acc = tl.zeros((BM, BN), tl.float32)
    for _ in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_blk, boundary_check=(0, 1), padding_option="zero")
        w = tl.load(w_blk, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, w, acc, input_precision="ieee")
        a_blk = tl.advance(a_blk, (0, BK))
        w_blk = tl.advance(w_blk, (BK, 0))
    rn = pid_n * BN + tl.arange(0, BN)
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    r_blk = tl.make_block_ptr(r_ptr, shape=(M, N), strides=(N, 1), offsets=(pid_m * BM, pid_n * BN),
                              block_shape=(BM, BN), order=(1, 0))
    acc += tl.load(r_blk, boundary_check=(0, 1), padding_option="zero").to(tl.float32)
    y_blk = tl.make_block_ptr(y_ptr, shape=(M, N), strides=(N, 1), offsets=(pid_m * BM, pid_n * BN),
                              block_shape=(BM, BN), order=(1, 0))
    tl.store(y_blk, acc.to(y_ptr.dtype.element_ty), boundary_check=(0, 1))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.to(dtype)
        self.stage = (gemm_residual_kernel, 64, 64, 32)

    def forward(self, x, residual):
        x = x.contiguous()
        residual = residual.contiguous()
        kernel, BM, BN, BK = self.stage
        M, K = x.shape
        N = self.fc.weight.shape[0]
        y = torch.empty((M, N), device=x.device, dtype=x.dtype)
        kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](x, self.fc.weight, self.fc.bias, residual, y, M, N, K,
                                                         BM=BM, BN=BN, BK=BK)
        return y
