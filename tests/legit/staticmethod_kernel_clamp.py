# problem: level1/clamp_elementwise
# expect: ok
"""The kernel is a @staticmethod @triton.jit inside ModelNew."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val

    @staticmethod
    @triton.jit
    def _clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
        tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, lo), hi), mask=m)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self._clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.min_val, self.max_val, BLOCK=1024)
        return y
