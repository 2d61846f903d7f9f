# problem: level1/sigmoid_elementwise
# expect: ok
"""Sets out.requires_grad = False on the output tensor it allocated with torch.empty_like."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        out.requires_grad = False
        n = x.numel()
        sigmoid_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
