# problem: level1/matmul_square
# expect: ok
"""Grouped-ordering matmul, @triton.autotune with `prune_configs_by={"early_config_prune": ...}`
dropping tiles larger than the problem, `tl.range(..., num_stages=NUM_STAGES)` over K, and a grid
lambda reading META."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _prune(configs, named_args, **kwargs):
    M, N = named_args["M"], named_args["N"]
    kept = [c for c in configs if c.kwargs["BM"] <= max(32, triton.next_power_of_2(M))
            and c.kwargs["BN"] <= max(32, triton.next_power_of_2(N))]
    return kept or configs[:1]


@triton.autotune(
    configs=[
        triton.Config({"BM": 32, "BN": 32, "BK": 32, "GROUP_M": 4, "NUM_STAGES": 2}, num_warps=4),
        triton.Config({"BM": 64, "BN": 64, "BK": 32, "GROUP_M": 8, "NUM_STAGES": 3}, num_warps=4),
        triton.Config({"BM": 128, "BN": 128, "BK": 32, "GROUP_M": 8, "NUM_STAGES": 3}, num_warps=8),
    ],
    key=["M", "N", "K"],
    prune_configs_by={"early_config_prune": _prune},
)
@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr,
                  NUM_STAGES: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    group = GROUP_M * num_pid_n
    gid = pid // group
    first_m = gid * GROUP_M
    gsize = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % group) % gsize
    pid_n = (pid % group) // gsize
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in tl.range(0, K, BK, num_stages=NUM_STAGES):
        a = tl.load(a_ptr + rm[:, None] * sam + (k + rk)[None, :] * sak,
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * sbk + rn[None, :] * sbn,
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def forward(self, a, b):
        M, K = a.shape
        N = b.shape[1]
        c = torch.empty((M, N), device=a.device, dtype=a.dtype)
        grid = lambda META: (triton.cdiv(M, META["BM"]) * triton.cdiv(N, META["BN"]),)
        matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                            c.stride(0), c.stride(1))
        return c
