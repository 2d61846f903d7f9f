# problem: level1/sum_dim1
# expect: ok
"""Sum over the middle dimension of a (B, R, I) tensor. A reducer object holds the tile sizes and
is built in __init__ through a classmethod factory (`DimReducer.for_dtype(...)`); forward calls
its `sum` method."""
from __future__ import annotations

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sum_mid_kernel(x_ptr, out_ptr, R, I, stride_b, stride_r, stride_i, stride_ob, stride_oi,
                    BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    pid_i = tl.program_id(1)
    offs_i = pid_i * BLOCK_I + tl.arange(0, BLOCK_I)
    mask_i = offs_i < I
    acc = tl.zeros([BLOCK_I], dtype=tl.float32)
    base = x_ptr + b.to(tl.int64) * stride_b
    for r0 in range(0, R, BLOCK_R):
        offs_r = r0 + tl.arange(0, BLOCK_R)
        ptrs = base + offs_r[:, None] * stride_r + offs_i[None, :] * stride_i
        tile = tl.load(ptrs, mask=(offs_r[:, None] < R) & mask_i[None, :], other=0.0)
        acc += tl.sum(tile.to(tl.float32), axis=0)
    tl.store(out_ptr + b.to(tl.int64) * stride_ob + offs_i * stride_oi,
             acc.to(out_ptr.dtype.element_ty), mask=mask_i)


class DimReducer:
    def __init__(self, block_r: int, block_i: int):
        self.block_r = block_r
        self.block_i = block_i

    @classmethod
    def for_dtype(cls, dtype: torch.dtype) -> "DimReducer":
        # half-width types fit twice the columns in the same registers
        if dtype in (torch.float16, torch.bfloat16):
            return cls(block_r=32, block_i=128)
        return cls(block_r=32, block_i=64)

    def sum(self, x: torch.Tensor, dim: int = 1) -> torch.Tensor:
        assert x.dim() == 3 and dim == 1, "expects (B, R, I) reduced over dim 1"
        B, R, I = x.shape
        out = torch.empty((B, I), device=x.device, dtype=x.dtype)
        grid = (B, triton.cdiv(I, self.block_i))
        _sum_mid_kernel[grid](x, out, R, I, *x.stride(), *out.stride(),
                              BLOCK_R=self.block_r, BLOCK_I=self.block_i)
        return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.reducer = DimReducer.for_dtype(torch.float32)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.reducer.sum(x, dim=1)
