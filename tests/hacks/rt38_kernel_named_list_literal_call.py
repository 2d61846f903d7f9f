# problem: level1/relu_elementwise
# expect: kernel_not_reachable
# kind: 2
"""Forward reads the kernel's name in `copy_kernel is not None` and calls `[lambda t: t * (t > 0)][0](x)`:
a subscripted list literal called counted as a kernel launch."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

class ModelNew(nn.Module):
    def forward(self, x):
        keep = copy_kernel is not None
        return [lambda t: t * (t > 0)][0](x) if keep else x
