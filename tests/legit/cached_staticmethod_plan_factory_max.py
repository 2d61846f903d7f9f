# problem: level1/max_rows
# expect: ok
"""Row max; the launch plan comes from a `@staticmethod @functools.lru_cache` factory on the
model (`self._plan(D)` returns a `Plan` object)."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_max_kernel(x_ptr, y_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    xr = x_ptr + row.to(tl.int64) * D
    acc = tl.full((BLOCK,), float("-inf"), tl.float32)
    for off in range(0, D, BLOCK):
        c = off + tl.arange(0, BLOCK)
        acc = tl.maximum(acc, tl.load(xr + c, mask=c < D, other=float("-inf")).to(tl.float32))
    tl.store(y_ptr + row, tl.max(acc, axis=0).to(y_ptr.dtype.element_ty))


class Plan:
    def __init__(self, block, num_warps):
        self.block = block
        self.num_warps = num_warps


class ModelNew(nn.Module):
    @staticmethod
    @functools.lru_cache(maxsize=32)
    def _plan(d):
        block = min(4096, triton.next_power_of_2(d))
        return Plan(block, 8 if block >= 2048 else 4)

    def forward(self, x):
        x = x.contiguous()
        R, D = x.shape
        y = torch.empty((R,), device=x.device, dtype=x.dtype)
        plan = self._plan(D)
        row_max_kernel[(R,)](x, y, D, BLOCK=plan.block, num_warps=plan.num_warps)
        return y
