# problem: level1/sum_dim1
# expect: ok
"""Split reduction over dim 1 with atomics into a zeroed output; the autotuner is told to
restore the output between benchmark runs (restore_value) so tuning does not double-count."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[
        triton.Config({"BLOCK_R": 16, "BLOCK_I": 32}, num_warps=4),
        triton.Config({"BLOCK_R": 32, "BLOCK_I": 64}, num_warps=4),
    ],
    key=["R", "I"],
    restore_value=["out_ptr"],
)
@triton.jit
def sum_dim1_kernel(x_ptr, out_ptr, R, I, stride_b, stride_r, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    pid_r = tl.program_id(1)
    pid_i = tl.program_id(2)
    r = pid_r * BLOCK_R + tl.arange(0, BLOCK_R)
    i = pid_i * BLOCK_I + tl.arange(0, BLOCK_I)
    mask = (r[:, None] < R) & (i[None, :] < I)
    tile = tl.load(x_ptr + b * stride_b + r[:, None] * stride_r + i[None, :], mask=mask, other=0.0)
    partial = tl.sum(tile.to(tl.float32), axis=0)
    tl.atomic_add(out_ptr + b * I + i, partial, mask=i < I)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.zeros((B, I), device=x.device, dtype=torch.float32)
        grid = lambda META: (B, triton.cdiv(R, META["BLOCK_R"]), triton.cdiv(I, META["BLOCK_I"]))
        sum_dim1_kernel[grid](x, out, R, I, x.stride(0), x.stride(1))
        return out.to(x.dtype)
