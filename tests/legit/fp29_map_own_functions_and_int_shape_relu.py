# problem: level1/relu_elementwise
# expect: ok
"""ReLU with glue written through `map`: `map(int, x.shape)`, `map(triton.next_power_of_2, ...)`,
and `map` over the file's own per-chunk launcher."""
import math
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


def _relu_chunk(args):
    src, dst = args
    n = src.numel()
    _ew_kernel[(triton.cdiv(n, 256),)](src, dst, n, 0.0, 0.0, 0.0, ACT="relu", BLOCK=256)
    return dst


class ModelNew(nn.Module):
    def forward(self, x):
        rows, cols = map(int, x.shape)
        _, block = map(triton.next_power_of_2, (rows, cols))
        x = x.contiguous()
        y = torch.empty_like(x)
        half = max(1, rows // 2)
        pairs = [(x[:half], y[:half]), (x[half:], y[half:])]
        list(map(_relu_chunk, [p for p in pairs if p[0].numel() > 0]))
        assert math.prod(y.shape) == rows * cols and block >= 1
        return y
