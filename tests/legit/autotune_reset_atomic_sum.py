# problem: level1/sum_dim1
# expect: ok
"""@triton.autotune over the chunk size of a split reduction that accumulates with tl.atomic_add;
reset_to_zero re-zeroes the output between benchmark runs, and the grid is a lambda over meta."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({"CHUNK_R": 4}, num_warps=2), triton.Config({"CHUNK_R": 16}, num_warps=4)],
    key=["R", "I"],
    reset_to_zero=["out_ptr"],
)
@triton.jit
def split_sum_kernel(x_ptr, out_ptr, R, I, CHUNK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    chunk = tl.program_id(1)
    i = tl.program_id(2) * BLOCK_I + tl.arange(0, BLOCK_I)
    mask = i < I
    acc = tl.zeros([BLOCK_I], dtype=tl.float32)
    r_end = tl.minimum((chunk + 1) * CHUNK_R, R)
    for r in range(chunk * CHUNK_R, r_end):
        acc += tl.load(x_ptr + (b * R + r) * I + i, mask=mask, other=0.0)
    tl.atomic_add(out_ptr + b * I + i, acc, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.zeros(B, I, device=x.device, dtype=torch.float32)
        grid = lambda meta: (B, triton.cdiv(R, meta["CHUNK_R"]), triton.cdiv(I, 32))  # noqa: E731
        split_sum_kernel[grid](x, out, R, I, BLOCK_I=32)
        return out.to(x.dtype)
