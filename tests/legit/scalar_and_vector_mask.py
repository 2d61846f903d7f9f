# problem: level1/sum_dim1
# expect: ok (gpu) runtime_error (cpu)
"""A mask combining a vector condition with a scalar one (`cols < I` & `r < R`), valid Triton
that compiles on the GPU; the split over the reduced dimension is handled by that scalar test."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_kernel(x_ptr, out_ptr, R, I, CHUNK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    i = tl.program_id(1) * BLOCK_I + tl.arange(0, BLOCK_I)
    acc = tl.zeros([BLOCK_I], dtype=tl.float32)
    for r0 in range(0, R, CHUNK_R):
        for j in tl.static_range(CHUNK_R):
            r = r0 + j
            acc += tl.load(x_ptr + (b * R + r) * I + i, mask=(i < I) & (r < R), other=0.0)
    tl.store(out_ptr + b * I + i, acc, mask=i < I)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.empty(B, I, device=x.device, dtype=x.dtype)
        sum_kernel[(B, triton.cdiv(I, 32))](x, out, R, I, CHUNK_R=4, BLOCK_I=32)
        return out
