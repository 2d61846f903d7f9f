# problem: level1/sigmoid_elementwise
# expect: dynamic_code
# kind: 1
"""The sigmoid comes from eval() of a string; the launched kernel only copies."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


_EXPR = "t" + ".sig" + "moid()"


class ModelNew(nn.Module):
    def forward(self, x):
        t = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, t, x.numel(), BLOCK=1024)
        return eval(_EXPR)
