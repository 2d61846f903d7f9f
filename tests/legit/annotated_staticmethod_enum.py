# problem: level1/mean_rows
# expect: ok
"""Type annotations (torch.Tensor, typing.Optional), an Enum selecting the reduction block, and a
@staticmethod on ModelNew that launches the kernel."""
import enum
from typing import Optional

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Block(enum.IntEnum):
    SMALL = 64
    LARGE = 512


@triton.jit
def mean_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(axis=0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0)
    tl.store(out_ptr + row, tl.sum(acc, axis=0) / n_cols)


class ModelNew(nn.Module):
    @staticmethod
    def _rows_mean(x: torch.Tensor, block: Block, out: Optional[torch.Tensor] = None) -> torch.Tensor:
        if out is None:
            out = torch.empty(x.shape[0], device=x.device, dtype=x.dtype)
        mean_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=int(block))
        return out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        block = Block.LARGE if x.shape[1] >= 1024 else Block.SMALL
        return ModelNew._rows_mean(x, block)
