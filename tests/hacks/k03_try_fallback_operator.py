# problem: level1/relu_elementwise
# expect: try_except
# kind: 3
"""try/except around a launch that always fails; the fallback uses operators only, so the try
statement is the only static finding."""
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
        out = torch.empty_like(x)
        try:
            relu_kernel[(1,)](x, out, x.numel())
        except Exception:
            out = x * (x > 0)
        return out
