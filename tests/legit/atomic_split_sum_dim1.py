# problem: level1/sum_dim1
# expect: ok
"""Split reduction: the reduced dimension is cut into chunks handled by different programs, each
adding its partial sum into a torch.zeros output with tl.atomic_add (order varies, well within
tolerance)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

CHUNK = 8


@triton.jit
def partial_sum_kernel(x_ptr, out_ptr, R, I, CHUNK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    chunk = tl.program_id(1)
    ib = tl.program_id(2)
    i = ib * BLOCK_I + tl.arange(0, BLOCK_I)
    mask_i = i < I
    acc = tl.zeros([BLOCK_I], dtype=tl.float32)
    r_end = tl.minimum((chunk + 1) * CHUNK_R, R)
    for r in range(chunk * CHUNK_R, r_end):
        acc += tl.load(x_ptr + (b * R + r) * I + i, mask=mask_i, other=0.0)
    tl.atomic_add(out_ptr + b * I + i, acc, mask=mask_i)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.zeros(B, I, device=x.device, dtype=torch.float32)
        grid = (B, triton.cdiv(R, CHUNK), triton.cdiv(I, 32))
        partial_sum_kernel[grid](x, out, R, I, CHUNK_R=CHUNK, BLOCK_I=32)
        return out.to(x.dtype)
