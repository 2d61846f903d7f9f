# problem: level1/where_select
# expect: ok
"""Module constants annotated `typing.Final`, a `frozenset` of supported dtypes checked before
the launch, and the boolean condition handed to the kernel as an int8 view."""
from typing import Final

import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK: Final[int] = 1024
NUM_WARPS: Final = 4
SUPPORTED: Final[frozenset] = frozenset({torch.float32, torch.float16, torch.bfloat16})


@triton.jit
def _where_kernel(c_ptr, x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(c_ptr + offs, mask=m, other=0)
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + offs, tl.where(c != 0, x, y), mask=m)


class ModelNew(nn.Module):
    def forward(self, cond, x, y):
        if x.dtype not in SUPPORTED:
            raise TypeError(f"unsupported dtype {x.dtype}")
        cond = cond.contiguous().view(torch.int8)
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = out.numel()
        _where_kernel[(triton.cdiv(n, BLOCK),)](cond, x, y, out, n, BLOCK=BLOCK, num_warps=NUM_WARPS)
        return out
