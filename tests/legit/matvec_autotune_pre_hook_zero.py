# problem: level1/matvec
# expect: ok
"""Split-K matvec with atomics. The output comes from torch.empty and is zeroed by the
autotune config's pre_hook (nargs["y_ptr"].zero_()) before each launch, the usual idiom for
split-K kernels under @triton.autotune."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _zero_output(nargs):
    nargs["y_ptr"].zero_()


@triton.autotune(
    configs=[
        triton.Config({"BLOCK_M": 16, "BLOCK_K": 32, "SPLIT_K": 2}, num_warps=4, pre_hook=_zero_output),
        triton.Config({"BLOCK_M": 32, "BLOCK_K": 64, "SPLIT_K": 4}, num_warps=4, pre_hook=_zero_output),
    ],
    key=["M", "K"],
)
@triton.jit
def matvec_splitk_kernel(a_ptr, x_ptr, y_ptr, M, K, stride_am,
                         BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr, SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_k = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    acc = tl.zeros([BLOCK_M], dtype=tl.float32)
    for k0 in range(pid_k * BLOCK_K, K, BLOCK_K * SPLIT_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        a = tl.load(a_ptr + rm[:, None] * stride_am + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        v = tl.load(x_ptr + rk, mask=rk < K, other=0.0)
        acc += tl.sum(a * v[None, :], axis=1)
    tl.atomic_add(y_ptr + rm, acc, mask=rm < M)


class ModelNew(nn.Module):
    def forward(self, a, x):
        a = a.contiguous()
        M, K = a.shape
        xv = x.reshape(-1).contiguous()
        y = torch.empty((M, 1), device=a.device, dtype=torch.float32)
        grid = lambda META: (triton.cdiv(M, META["BLOCK_M"]), META["SPLIT_K"])
        matvec_splitk_kernel[grid](a, xv, y, M, K, a.stride(0))
        return y.to(a.dtype)
