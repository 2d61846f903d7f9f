# problem: level1/sigmoid_elementwise
# expect: memoized
# kind: 14
"""Keeps the first result and copies it (with a Triton copy kernel, so kernels still run) into a
fresh output on every later call."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=mask)


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.first = None

    def forward(self, x):
        out = torch.empty_like(x)
        grid = (triton.cdiv(x.numel(), 1024),)
        if self.first is None or self.first.shape != x.shape:
            sigmoid_kernel[grid](x, out, x.numel(), BLOCK=1024)
            self.first = out.clone()
        else:
            copy_kernel[grid](self.first, out, x.numel(), BLOCK=1024)
        return out
