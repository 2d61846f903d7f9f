# problem: level1/leaky_relu_elementwise
# expect: ok
"""The launch happens in a closure defined inside forward and applied to each of two halves of
the flattened input (two launches)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def leaky_kernel(x_ptr, out_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.where(x >= 0, x, x * slope), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, negative_slope):
        super().__init__()
        self.slope = float(negative_slope)

    def forward(self, x):
        flat = x.contiguous().view(-1)
        out = torch.empty_like(flat)

        def run(src, dst):
            leaky_kernel[(triton.cdiv(src.numel(), 256),)](src, dst, src.numel(), self.slope, BLOCK=256)

        half = flat.numel() // 2
        run(flat.narrow(0, 0, half), out.narrow(0, 0, half))
        run(flat.narrow(0, half, flat.numel() - half), out.narrow(0, half, flat.numel() - half))
        return out.view(x.shape)
