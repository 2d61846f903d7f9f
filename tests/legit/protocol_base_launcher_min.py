# problem: level1/min_dim1
# expect: ok
"""min over dim 1 of (B, R, I), values only. The reducer interface is a typing.Protocol that the
Triton implementation subclasses explicitly (so a type checker verifies it against the
interface); ModelNew holds one and calls its `min` method."""
from typing import Protocol

import torch
import torch.nn as nn
import triton
import triton.language as tl


class MidReducer(Protocol):
    def min(self, x: torch.Tensor, dim: int) -> torch.Tensor: ...


@triton.jit
def _min_mid_kernel(x_ptr, y_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    pid_i = tl.program_id(1)
    cols = pid_i * BLOCK_I + tl.arange(0, BLOCK_I)
    cmask = cols < I
    acc = tl.full([BLOCK_I], float("inf"), tl.float32)
    for r0 in range(0, R, BLOCK_R):
        rows = r0 + tl.arange(0, BLOCK_R)
        tile = tl.load(x_ptr + b * R * I + rows[:, None] * I + cols[None, :],
                       mask=(rows[:, None] < R) & cmask[None, :], other=float("inf")).to(tl.float32)
        acc = tl.minimum(acc, tl.min(tile, axis=0))
    tl.store(y_ptr + b * I + cols, acc.to(y_ptr.dtype.element_ty), mask=cmask)


class TritonMidReducer(MidReducer):
    def __init__(self, block_r: int = 16, block_i: int = 64):
        self.block_r = block_r
        self.block_i = block_i

    def min(self, x: torch.Tensor, dim: int) -> torch.Tensor:
        assert x.dim() == 3 and dim == 1
        B, R, I = x.shape
        xc = x.contiguous()
        y = torch.empty((B, I), dtype=x.dtype, device=x.device)
        _min_mid_kernel[(B, triton.cdiv(I, self.block_i))](xc, y, R, I, BLOCK_R=self.block_r, BLOCK_I=self.block_i)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.reducer: MidReducer = TritonMidReducer()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.reducer.min(x, dim=1)
