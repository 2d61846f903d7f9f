# problem: level1/tanh_elementwise
# expect: memoized (gpu) ok (cpu)
# kind: 14
"""functools.lru_cache on a helper that takes the tensor: tensors hash by identity, so the same
tensor object with new contents returns the old result. Correctness calls get new tensor objects,
so only the GPU timing re-check (same buffers, fresh values) can see it."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(out_ptr + offs, tl.where(x >= 0, t, -t), mask=mask)


@functools.lru_cache(maxsize=3)  # small: at GPU sizes each entry holds a GB-sized output
def _tanh(x):
    out = torch.empty_like(x)
    tanh_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out


class ModelNew(nn.Module):
    def forward(self, x):
        return _tanh(x)
