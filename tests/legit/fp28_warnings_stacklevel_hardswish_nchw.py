# problem: level1/hardswish_nchw
# expect: ok
"""Hardswish on NCHW: a warnings.warn with a category and stacklevel when the input is not
contiguous (then copied), a flat kernel otherwise; the kernel writes hardswish as
x * clamp(x + 3, 0, 6) / 6."""
import warnings

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, x * tl.minimum(tl.maximum(x + 3.0, 0.0), 6.0) / 6.0, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        if not x.is_contiguous():
            warnings.warn("hardswish: non-contiguous input copied", RuntimeWarning, stacklevel=2)
            x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        hardswish_kernel[(triton.cdiv(n, 2048),)](x, y, n, BLOCK=2048)
        return y
