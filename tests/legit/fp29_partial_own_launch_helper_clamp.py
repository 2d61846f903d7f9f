# problem: level1/clamp_elementwise
# expect: ok
"""Clamp through `functools.partial` of the file's own launch helper, bound in __init__."""
import functools
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _ew_kernel(x_ptr, y_ptr, n, lo, hi, slope, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if ACT == "relu":
        y = tl.maximum(x, 0.0)
    elif ACT == "leaky":
        y = tl.where(x >= 0, x, x * slope)
    else:
        y = tl.minimum(tl.maximum(x, lo), hi)
    tl.store(y_ptr + offs, y, mask=mask)


def _launch(x, lo, hi, block):
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    _ew_kernel[(triton.cdiv(n, block),)](x, y, n, lo, hi, 0.0, ACT="clamp", BLOCK=block)
    return y


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self._run = functools.partial(_launch, lo=float(min_val), hi=float(max_val), block=1024)

    def forward(self, x):
        return self._run(x)
