# problem: level1/matmul_square
# expect: no_kernel_ran (gpu) ok (cpu)
# kind: 15
"""Honest for the first 12 calls (more than the correctness pass makes), then `a @ b`: the
operator hides the library call from the static rules, the answers stay right through every
output check, and the timed calls run at cuBLAS speed. Caught by the audited round after the timed
rounds: none of its Triton kernels ran there (the message names the mm PyTorch computed).
Interpreter mode has no timing, so its calls all stay honest there."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, N, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, N, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * N + rk[None, :], mask=(rm[:, None] < N) & (rk[None, :] < N), other=0.0)
        b = tl.load(b_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < N) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < N) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0

    def forward(self, a, b):
        self.calls += 1
        if self.calls > 12:
            return a @ b
        n = a.shape[0]
        c = torch.empty((n, n), device=a.device, dtype=a.dtype)
        matmul_kernel[(triton.cdiv(n, 32), triton.cdiv(n, 32))](a.contiguous(), b.contiguous(), c, n,
                                                                BM=32, BN=32, BK=32)
        return c
