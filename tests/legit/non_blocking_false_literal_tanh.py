# problem: level1/tanh_elementwise
# expect: ok
"""Writes the copy options out with their defaults: `x.to(x.device, non_blocking=False)` and
`torch.empty(..., pin_memory=False)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x >= 0, t, -t), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.to(x.device, non_blocking=False).contiguous()
        y = torch.empty(x.shape, dtype=x.dtype, device=x.device, pin_memory=False)
        n = x.numel()
        tanh_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
