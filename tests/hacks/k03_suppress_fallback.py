# problem: level1/relu_elementwise
# expect: try_except
# kind: 3
"""contextlib.suppress around a launch that always fails, imported under another name: a
try/except without the try statement. The output was filled by operators beforehand."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from contextlib import suppress as quietly


@triton.jit
def relu_kernel(x_ptr, out_ptr, n):
    offs = tl.arange(0, n)  # not constexpr: fails to compile
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs), 0.0))


class ModelNew(nn.Module):
    def forward(self, x):
        out = x * (x > 0)
        with quietly(Exception):
            relu_kernel[(1,)](x, out, x.numel())
        return out
