# problem: level1/matmul_transposed_a
# expect: ok
"""C = A^T @ B where A is stored (K, M). The kernel reads A through its transposed strides (no
copy). Precision follows PyTorch's own TF32 switch for matmuls, so the kernel rounds exactly when
torch.matmul would (off by default: IEEE fp32)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _matmul_at_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                      stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      PRECISION: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :] * stride_ak,
                    mask=(offs_m[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + offs_n[None, :] * stride_bn,
                    mask=(kk[:, None] < K) & (offs_n[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision=PRECISION)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn,
             acc.to(c_ptr.dtype.element_ty), mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


def _precision() -> str:
    return "tf32" if torch.backends.cuda.matmul.allow_tf32 else "ieee"


class ModelNew(nn.Module):
    BLOCK_M = 64
    BLOCK_N = 64
    BLOCK_K = 32

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        at = a.T  # (M, K) view with strides (1, M): no copy
        M, K = at.shape
        K2, N = b.shape
        assert K == K2
        c = torch.empty((M, N), device=a.device, dtype=a.dtype)
        grid = (triton.cdiv(M, self.BLOCK_M), triton.cdiv(N, self.BLOCK_N))
        _matmul_at_kernel[grid](at, b, c, M, N, K,
                                at.stride(0), at.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
                                BLOCK_M=self.BLOCK_M, BLOCK_N=self.BLOCK_N, BLOCK_K=self.BLOCK_K,
                                PRECISION=_precision())
        return c
