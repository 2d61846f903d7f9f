# problem: level1/hardswish_nchw
# expect: ok
"""Hardswish over an NCHW tensor, the launch size an `enum.Enum` whose members carry (block, warps)
tuples and expose them through `@property` accessors; the member is chosen by the element count."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class Launch(enum.Enum):
    SMALL = (512, 2)
    LARGE = (4096, 8)

    @property
    def block(self) -> int:
        return self.value[0]

    @property
    def warps(self) -> int:
        return self.value[1]

    @classmethod
    def for_numel(cls, n: int) -> "Launch":
        return cls.SMALL if n < (1 << 20) else cls.LARGE


@triton.jit
def hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = x * tl.minimum(tl.maximum(x + 3.0, 0.0), 6.0) / 6.0
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cfg = Launch.for_numel(n)
        hardswish_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block, num_warps=cfg.warps)
        return y
