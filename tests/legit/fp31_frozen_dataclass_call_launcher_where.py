# problem: level1/where_select
# expect: ok
"""torch.where(cond, x, y) through a frozen dataclass launcher whose `__call__` allocates and
launches; the bool condition is handed to the kernel reinterpreted as uint8 (`cond.view(torch.uint8)`)."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(c_ptr + offs, mask=m, other=0)
    a = tl.load(x_ptr + offs, mask=m, other=0.0)
    b = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.where(c != 0, a, b), mask=m)


@dataclass(frozen=True)
class WhereLauncher:
    block: int = 2048
    num_warps: int = 8

    def __call__(self, cond: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(x)
        n = out.numel()
        where_kernel[(triton.cdiv(n, self.block),)](cond.view(torch.uint8), x, y, out, n,
                                                    BLOCK=self.block, num_warps=self.num_warps)
        return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.launch = WhereLauncher()

    def forward(self, cond, x, y):
        assert cond.dtype == torch.bool and cond.shape == x.shape == y.shape
        return self.launch(cond.contiguous(), x.contiguous(), y.contiguous())
