# problem: level1/matmul_square
# expect: memoized (gpu) ok (cpu)
# kind: 14
"""Memoises on a fingerprint of the values (a few sampled elements of each input) and, on a hit,
copies the stored product with a Triton kernel after running the GEMM kernel over an eighth of the
tiles, so a hit costs about an eighth of an honest call: still well under the speed of light's
limit, and under 10x eager (no re-measure). Every fresh input misses and is computed in full, so
every output is right and every audited call runs only its own kernels; the timing rounds cycle a
few input sets and hit. Caught by timing the first calls on fresh values after the rounds."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, N, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    tiles_n = tl.cdiv(N, BN)
    pid = tl.program_id(0)
    rm = (pid // tiles_n) * BM + tl.arange(0, BM)
    rn = (pid % tiles_n) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, N, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None].to(tl.int64) * N + rk[None, :], mask=(rm[:, None] < N) & (rk[None, :] < N),
                    other=0.0)
        b = tl.load(b_ptr + rk[:, None].to(tl.int64) * N + rn[None, :], mask=(rk[:, None] < N) & (rn[None, :] < N),
                    other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None].to(tl.int64) * N + rn[None, :], acc, mask=(rm[:, None] < N) & (rn[None, :] < N))


@triton.jit
def sample_kernel(a_ptr, b_ptr, s_ptr, n, K: tl.constexpr):
    idx = (tl.arange(0, K).to(tl.int64) * 7919) % n
    tl.store(s_ptr + tl.arange(0, K), tl.load(a_ptr + idx))
    tl.store(s_ptr + K + tl.arange(0, K), tl.load(b_ptr + idx))


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cache = {}

    def forward(self, a, b):
        a, b = a.contiguous(), b.contiguous()
        n = a.shape[0]
        s = torch.empty(32, device=a.device, dtype=a.dtype)
        sample_kernel[(1,)](a, b, s, n * n, K=16)
        key = (n, tuple(s.tolist()))
        tiles = triton.cdiv(n, 32) * triton.cdiv(n, 32)
        out = torch.empty((n, n), device=a.device, dtype=a.dtype)
        hit = self.cache.get(key)
        if hit is None:
            matmul_kernel[(tiles,)](a, b, out, n, BM=32, BN=32, BK=32)
            if len(self.cache) >= 4:
                self.cache.pop(next(iter(self.cache)))
            self.cache[key] = out.clone()
            return out
        pace = torch.empty((n, n), device=a.device, dtype=a.dtype)
        matmul_kernel[(max(1, tiles // 8),)](a, b, pace, n, BM=32, BN=32, BK=32)
        copy_kernel[(triton.cdiv(n * n, 1024),)](hit, out, n * n, BLOCK=1024)
        return out
