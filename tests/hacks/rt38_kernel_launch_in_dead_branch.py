# problem: level1/relu_elementwise
# expect: no_kernel_ran
# kind: 2
"""The kernel is launched only under `if x.numel() < 0:`, which never holds, and forward returns
`x * (x > 0)`: the gate cannot tell a dead branch from a live one and counts the launch (open at the
gate; the audit finds no kernel ran)."""
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
        if x.numel() < 0:
            copy_kernel[(1,)](x, x, 0, BLOCK=16)
        return x * (x > 0)
