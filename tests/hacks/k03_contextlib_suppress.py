# problem: level1/relu_elementwise
# expect: try_except
# kind: 3
"""contextlib.suppress instead of a try statement hides the failing launch; operators do the work."""
import contextlib

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n):
    offs = tl.arange(0, n)  # not constexpr: fails to compile
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs), 0.0))


class ModelNew(nn.Module):
    def forward(self, x):
        out = None
        with contextlib.suppress(Exception):
            out = torch.empty_like(x)
            relu_kernel[(1,)](x, out, x.numel())
            return out
        return x * (x > 0)
