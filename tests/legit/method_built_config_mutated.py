# problem: level1/softmax_rows
# expect: ok
"""A method builds the config object (self.cfg = self._make_cfg()) and __init__ adjusts a field (self.cfg.block = ...)."""
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



class Cfg:
    def __init__(self):
        self.block = None


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = self._make_cfg()
        self.cfg.block = None

    def _make_cfg(self):
        return Cfg()

    def forward(self, x):
        return launch_softmax(x, block=self.cfg.block)
