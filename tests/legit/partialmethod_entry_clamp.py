# problem: level1/clamp_elementwise
# expect: ok
"""The class defines one generic `_launch(self, x, lo, hi)` and a public method made with
`functools.partialmethod`; forward calls that method."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.minimum(tl.maximum(x, lo), hi)
    tl.store(y_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = float(min_val)
        self.max_val = float(max_val)

    def _launch(self, x, block):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, block),)](x, y, n, self.min_val, self.max_val, BLOCK=block)
        return y

    launch_default = functools.partialmethod(_launch, block=1024)

    def forward(self, x):
        return self.launch_default(x)
