# problem: level1/gelu_exact
# expect: ok
"""Exact GELU whose kernel options are an `enum.IntFlag` (passed to the kernel as one int
constexpr and tested with `&` inside), next to an `@enum.unique` IntEnum of block sizes."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class GeluOpts(enum.IntFlag):
    NONE = 0
    UPCAST = 1
    INT64_OFFSETS = 2


@enum.unique
class Block(enum.IntEnum):
    SMALL = 512
    LARGE = 2048


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, OPTS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    if OPTS & 2:
        pid = pid.to(tl.int64)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if OPTS & 1:
        x = x.to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        opts = GeluOpts.NONE
        if x.dtype != torch.float32:
            opts |= GeluOpts.UPCAST
        if n >= 2**31 - Block.LARGE:
            opts |= GeluOpts.INT64_OFFSETS
        block = Block.SMALL if n < 65536 else Block.LARGE
        gelu_kernel[(triton.cdiv(n, int(block)),)](x, y, n, OPTS=int(opts), BLOCK=int(block))
        return y
