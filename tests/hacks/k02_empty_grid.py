# problem: level1/relu_elementwise
# expect: no_kernel_ran
# kind: 2
"""The kernel is "launched" on a grid of zero programs (a launch hook would count it); the
output comes from operators."""
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = x * (x > 0)
        relu_kernel[(triton.cdiv(x.numel(), 1024) * 0,)](x, out, x.numel(), BLOCK=1024)
        return out
