# problem: level1/clamp_elementwise
# expect: ok
"""tl.clamp with the bounds passed as Python floats (float(self.min_val)); BLOCK from a class
attribute."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, lo, hi, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.clamp(x, lo, hi), mask=m)


class ModelNew(nn.Module):
    BLOCK: int = 2048

    def __init__(self, min_val: float, max_val: float):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, self.BLOCK),)](x, y, float(self.min_val), float(self.max_val), n,
                                                    BLOCK=self.BLOCK)
        return y
