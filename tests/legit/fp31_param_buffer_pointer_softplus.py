# problem: level1/softplus_elementwise
# expect: ok
"""Softplus whose beta, 1/beta and threshold are folded once in `__init__` into a small
`register_buffer` tensor the kernel loads through a pointer (no scalars passed per launch)."""
import math
from typing import Union

import torch
import torch.nn as nn
import triton
import triton.language as tl

Number = Union[int, float]


@triton.jit
def softplus_kernel(x_ptr, y_ptr, params_ptr, n, BLOCK: tl.constexpr):
    beta = tl.load(params_ptr)
    inv_beta = tl.load(params_ptr + 1)
    threshold = tl.load(params_ptr + 2)
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    bx = x * beta
    soft = tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) * inv_beta
    tl.store(y_ptr + offs, tl.where(bx > threshold, x, soft).to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, beta: Number, threshold: Number):
        super().__init__()
        if not (math.isfinite(beta) and beta > 0):
            raise ValueError(f"beta must be positive, got {beta}")
        self.register_buffer("params", torch.tensor([beta, 1.0 / beta, threshold], dtype=torch.float32),
                             persistent=False)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        softplus_kernel[(triton.cdiv(n, 2048),)](x, y, self.params, n, BLOCK=2048)
        return y
