# problem: level1/where_select
# expect: ok
"""torch.where(cond, x, y) with the cond dtype dispatched by `match` over a `Literal` mode and
`typing.assert_never` on the unreachable branch; the bool mask is read as uint8 via a view."""
from typing import Literal, assert_never

import torch
import torch.nn as nn
import triton
import triton.language as tl

Mode = Literal["bool", "float"]


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(c_ptr + offs, mask=m, other=0)
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + offs, tl.where(c != 0, x, y), mask=m)


def mode_of(cond: torch.Tensor) -> Mode:
    return "bool" if cond.dtype == torch.bool else "float"


class ModelNew(nn.Module):
    def forward(self, cond, x, y):
        mode = mode_of(cond)
        match mode:
            case "bool":
                c = cond.contiguous().view(torch.uint8)
            case "float":
                c = cond.contiguous()
            case _:
                assert_never(mode)
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = out.numel()
        where_kernel[(triton.cdiv(n, 1024),)](c, x, y, out, n, BLOCK=1024)
        return out
