# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""ModelNew defines nn.Module's private _call_impl (its own private name): __call__ runs it, not forward
Refused: what calling the model runs (forward, __call__, _call_impl) is judged, not only forward."""
import contextlib
import functools
import itertools
import operator

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def _call_impl(self, x):
        return torch.relu(x)

    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
