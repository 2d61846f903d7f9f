# problem: level1/tanh_elementwise
# expect: introspection
# kind: 1
"""Tensor.tanh called through operator.methodcaller with a string-built name (getattr in disguise)."""
import operator

import torch
import torch.nn as nn
import triton
import triton.language as tl

_op = operator.methodcaller("ta" + "nh")


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return _op(y)
