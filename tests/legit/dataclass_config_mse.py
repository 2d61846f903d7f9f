# problem: level1/mse_loss_rows
# expect: ok
"""A frozen dataclass holds the launch configuration, built in __init__ and read in forward."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(frozen=True)
class LaunchConfig:
    block: int = 256
    num_warps: int = 4


@triton.jit
def mse_rows_kernel(p_ptr, t_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        d = tl.load(p_ptr + row * n_cols + cols, mask=m, other=0.0) - tl.load(t_ptr + row * n_cols + cols, mask=m, other=0.0)
        acc += d * d
    tl.store(out_ptr + row, tl.sum(acc, axis=0) / n_cols)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = LaunchConfig()

    def forward(self, pred, target):
        pred, target = pred.contiguous(), target.contiguous()
        rows, cols = pred.shape
        out = torch.empty(rows, device=pred.device, dtype=pred.dtype)
        mse_rows_kernel[(rows,)](pred, target, out, cols, BLOCK=self.cfg.block, num_warps=self.cfg.num_warps)
        return out
