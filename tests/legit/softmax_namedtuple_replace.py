# problem: level1/softmax_rows
# expect: ok
"""Launch config as a NamedTuple, adjusted with ._replace() and read with ._asdict()."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from typing import NamedTuple


class LaunchConfig(NamedTuple):
    BLOCK_SIZE: int = 1024
    num_warps: int = 4


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, stride_x, stride_y, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(y_ptr + row * stride_y + cols, num / den, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = LaunchConfig()

    def forward(self, x):
        x = x.contiguous()
        n_rows, n_cols = x.shape
        cfg = self.cfg._replace(BLOCK_SIZE=triton.next_power_of_2(n_cols))
        if cfg.BLOCK_SIZE >= 2048:
            cfg = cfg._replace(num_warps=8)
        y = torch.empty_like(x)
        softmax_kernel[(n_rows,)](x, y, n_cols, x.stride(0), y.stride(0), **cfg._asdict())
        return y
