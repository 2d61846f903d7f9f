# problem: level1/relu_elementwise
# expect: ok
"""Kernels kept in a dict on self keyed by 'vec'/'tail' and launched from there: a vectorised
body for whole blocks and a masked one for the tail."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_full(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(offs, BLOCK), BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, tl.where(x > 0, x, 0.0))


@triton.jit
def _relu_tail(x_ptr, y_ptr, start, n, BLOCK: tl.constexpr):
    offs = start + tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.where(x > 0, x, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.kernels = {"vec": _relu_full, "tail": _relu_tail}

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        full = n // BLOCK
        if full:
            self.kernels["vec"][(full,)](x, y, BLOCK=BLOCK)
        rest = n - full * BLOCK
        if rest:
            self.kernels["tail"][(triton.cdiv(rest, BLOCK),)](x, y, full * BLOCK, n, BLOCK=BLOCK)
        return y
