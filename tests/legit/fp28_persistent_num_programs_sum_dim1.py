# problem: level1/sum_dim1
# expect: ok
"""Sum over dim 1 of (B, R, I): a persistent kernel whose programs stride over (batch, inner-block)
tiles with tl.num_programs(0); the grid is min(tiles, a fixed program count)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

MAX_PROGRAMS = 132


@triton.jit
def sum_dim1_persistent(x_ptr, out_ptr, B, R, I, stride_b, stride_r, stride_i,
                        BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    tiles_i = tl.cdiv(I, BLOCK_I)
    total = B * tiles_i
    for tile in range(pid, total, nprog):
        b = tile // tiles_i
        ti = tile % tiles_i
        offs_i = ti * BLOCK_I + tl.arange(0, BLOCK_I)
        acc = tl.zeros((BLOCK_I,), dtype=tl.float32)
        for r0 in range(0, R, BLOCK_R):
            offs_r = r0 + tl.arange(0, BLOCK_R)
            ptrs = x_ptr + b * stride_b + offs_r[:, None] * stride_r + offs_i[None, :] * stride_i
            m = (offs_r[:, None] < R) & (offs_i[None, :] < I)
            acc += tl.sum(tl.load(ptrs, mask=m, other=0.0).to(tl.float32), axis=0)
        tl.store(out_ptr + b * I + offs_i, acc.to(out_ptr.dtype.element_ty), mask=offs_i < I)


class ModelNew(nn.Module):
    def forward(self, x):
        B, R, I = x.shape
        out = torch.empty((B, I), device=x.device, dtype=x.dtype)
        BLOCK_R, BLOCK_I = 16, 32
        tiles = B * triton.cdiv(I, BLOCK_I)
        grid = (max(1, min(tiles, MAX_PROGRAMS)),)
        sum_dim1_persistent[grid](x, out, B, R, I, x.stride(0), x.stride(1), x.stride(2),
                                  BLOCK_R=BLOCK_R, BLOCK_I=BLOCK_I)
        return out
