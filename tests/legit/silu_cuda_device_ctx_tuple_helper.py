# problem: level1/silu_elementwise
# expect: ok
"""Launch under `with torch.cuda.device(x.device):`, `tl.sigmoid`, a launch helper returning
the output and the grid as a tuple, and a module-level constexpr."""
from typing import Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK = tl.constexpr(1024)


@triton.jit
def _silu_kernel(x_ptr, y_ptr, n):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (x * tl.sigmoid(x)).to(y_ptr.dtype.element_ty), mask=m)


def silu(x: torch.Tensor) -> Tuple[torch.Tensor, Tuple[int]]:
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    grid = (triton.cdiv(n, 1024),)
    with torch.cuda.device(x.device):
        _silu_kernel[grid](x, y, n)
    return y, grid


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out, _grid = silu(x)
        return out
