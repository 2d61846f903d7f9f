# problem: level1/hardswish_nchw
# expect: ok
"""Flattens with torch.flatten(x) (function form) and restores with .view_as."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    r6 = tl.minimum(tl.maximum(x + 3.0, 0.0), 6.0)
    tl.store(y_ptr + offs, x * r6 / 6.0, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        flat = torch.flatten(x.contiguous())
        out = torch.empty_like(flat)
        n = flat.numel()
        hardswish_kernel[(triton.cdiv(n, 1024),)](flat, out, n, BLOCK=1024)
        return out.view_as(x)
