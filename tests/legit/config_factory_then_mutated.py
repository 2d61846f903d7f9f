# problem: level1/softmax_rows
# expect: ok
"""A launch config made by a module-level factory function, stored on self and adjusted (self.cfg.block = ...)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * n_cols + offs, e / tl.sum(e, axis=0), mask=m)


def launch_softmax(x, block=None):
    x = x.contiguous()
    rows, cols = x.shape
    y = torch.empty_like(x)
    block = block or triton.next_power_of_2(cols)
    softmax_kernel[(rows,)](x, y, cols, BLOCK=block)
    return y


class LaunchConfig:
    def __init__(self, block, num_warps):
        self.block = block
        self.num_warps = num_warps


def make_config(block=1024):
    return LaunchConfig(block, 4)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = make_config()
        self.cfg.num_warps = 8

    def forward(self, x):
        return launch_softmax(x)
