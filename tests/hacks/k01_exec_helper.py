# problem: level1/relu_elementwise
# expect: dynamic_code
# kind: 1
"""A helper is created by exec() from a string at import time and does the ReLU with torch."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_ns = {}
exec("def helper(t):\n    return t.clamp(min=0)\n", _ns)
_helper = _ns["helper"]


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return _helper(x)
