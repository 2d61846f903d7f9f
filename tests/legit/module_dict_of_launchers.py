# problem: level1/clamp_elementwise
# expect: ok
"""Module-level dict of launcher functions (not kernels), dispatched by a key chosen in __init__."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, lo), hi), mask=m)


def _clamp_contiguous(x, lo, hi):
    y = torch.empty_like(x)
    n = x.numel()
    clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, lo, hi, BLOCK=1024)
    return y


def _clamp_strided(x, lo, hi):
    return _clamp_contiguous(x.contiguous(), lo, hi)


_LAUNCHERS = {True: _clamp_contiguous, False: _clamp_strided}


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val, self.max_val = min_val, max_val

    def forward(self, x):
        return _LAUNCHERS[x.is_contiguous()](x, self.min_val, self.max_val)
