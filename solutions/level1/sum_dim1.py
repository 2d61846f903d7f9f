"""Reference solution: each program owns a strip of the inner dimension of one batch entry and
walks the reduced (middle) dimension in tiles, accumulating in fp32."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_dim1_kernel(x_ptr, out_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    pid_i = tl.program_id(1)
    cols = pid_i * BLOCK_I + tl.arange(0, BLOCK_I)
    col_mask = cols < I
    base = x_ptr + b * R * I
    acc = tl.zeros([BLOCK_R, BLOCK_I], dtype=tl.float32)
    for r0 in range(0, R, BLOCK_R):
        rows = r0 + tl.arange(0, BLOCK_R)
        mask = (rows[:, None] < R) & col_mask[None, :]
        x = tl.load(base + rows[:, None] * I + cols[None, :], mask=mask, other=0.0)
        acc += x.to(tl.float32)
    total = tl.sum(acc, axis=0)
    tl.store(out_ptr + b * I + cols, total.to(out_ptr.dtype.element_ty), mask=col_mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.empty((B, I), dtype=x.dtype, device=x.device)
        block_i = min(triton.next_power_of_2(I), 256)
        block_r = 32
        sum_dim1_kernel[(B, triton.cdiv(I, block_i))](x, out, R, I, BLOCK_R=block_r, BLOCK_I=block_i,
                                                      num_warps=8)
        return out
