# problem: level1/sigmoid_elementwise
# expect: nan_inf
# kind: 4
"""The grid is numel // BLOCK (rounded down) and the kernel has no mask: when numel is a multiple
of BLOCK (the main shape) it is right; otherwise the tail keeps whatever torch.empty held."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(-x)))


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        sigmoid_kernel[(x.numel() // 1024,)](x, out, BLOCK=1024)
        return out
