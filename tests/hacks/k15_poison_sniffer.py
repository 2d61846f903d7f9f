# problem: level1/matmul_square
# expect: no_kernel_ran (gpu) ok (cpu)
# kind: 15
"""Tells checked calls from timed ones by the judge's NaN poison: each call allocates a buffer of
a size only it uses and leaves a marker in it before returning; the caching allocator hands the
same block back next time, NaN-filled in a checked call (fresh allocations are poisoned there) and
with the marker in a timed one. Honest when it sees NaN, `a @ b` otherwise: right answers
throughout, cuBLAS speed in the timed calls. Caught by the audited round after the timed rounds,
which runs as a timed round would (no poison). Interpreter mode has no timing: honest there."""
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
    def forward(self, a, b):
        probe = torch.empty(12345, device=a.device, dtype=torch.float32)
        first = probe[:1].tolist()[0]
        watched = first != first  # NaN: fresh allocations are poisoned, so this call is checked
        probe.fill_(7.0)
        if not watched:
            return a @ b
        n = a.shape[0]
        c = torch.empty((n, n), device=a.device, dtype=a.dtype)
        matmul_kernel[(triton.cdiv(n, 32), triton.cdiv(n, 32))](a.contiguous(), b.contiguous(), c, n,
                                                                BM=32, BN=32, BK=32)
        return c
