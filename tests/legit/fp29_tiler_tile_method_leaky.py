# problem: level1/leaky_relu_elementwise
# expect: ok
"""Leaky ReLU with block sizes chosen by a helper whose method is named `tile`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _ew_kernel(x_ptr, y_ptr, n, lo, hi, slope, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if ACT == "relu":
        y = tl.maximum(x, 0.0)
    elif ACT == "leaky":
        y = tl.where(x >= 0, x, x * slope)
    else:
        y = tl.minimum(tl.maximum(x, lo), hi)
    tl.store(y_ptr + offs, y, mask=mask)


class Tiler:
    def __init__(self, max_block: int = 2048, min_block: int = 128) -> None:
        self.max_block = max_block
        self.min_block = min_block

    def tile(self, n: int) -> int:
        return max(self.min_block, min(self.max_block, triton.next_power_of_2(n)))


_TILER = Tiler()


class ModelNew(nn.Module):
    def __init__(self, negative_slope):
        super().__init__()
        self.negative_slope = negative_slope

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        block = _TILER.tile(n)
        _ew_kernel[(triton.cdiv(n, block),)](x, y, n, 0.0, 0.0, float(self.negative_slope), ACT="leaky", BLOCK=block)
        return y
