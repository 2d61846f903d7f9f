# problem: level1/matmul_square
# expect: ok
"""A grouped-ordering GEMM autotuned over configs with a `pre_hook` that zeroes nothing but
checks the output's size (a hook of the file's own), strides unpacked from `stride()` tuples."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _check_out(nargs):
    assert nargs["c_ptr"].shape[0] == nargs["M"], "output rows"


_CONFIGS = [triton.Config({"BM": bm, "BN": bn, "BK": 32, "GROUP_M": 4}, num_warps=4, pre_hook=_check_out)
            for bm, bn in ((32, 32), (64, 32))]


@triton.autotune(configs=_CONFIGS, key=["M", "N", "K"])
@triton.jit
def _mm_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BM)
    num_n = tl.cdiv(N, BN)
    group = GROUP_M * num_n
    first_m = (pid // group) * GROUP_M
    size_m = min(num_m - first_m, GROUP_M)
    pm = first_m + (pid % group) % size_m
    pn = (pid % group) // size_m
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * sam + rk[None, :] * sak, mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + rk[:, None] * sbk + rn[None, :] * sbn, mask=(rk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        M, K = a.shape
        _, N = b.shape
        c = torch.empty((M, N), dtype=a.dtype, device=a.device)
        sam, sak = a.stride()
        sbk, sbn = b.stride()
        scm, scn = c.stride()
        grid = lambda meta: (triton.cdiv(M, meta["BM"]) * triton.cdiv(N, meta["BN"]),)
        _mm_kernel[grid](a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn)
        return c
