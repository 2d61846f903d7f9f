# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""The ReLU in ModelNew's own `__add__`, run by `self + y` in forward after a Triton copy: the gate
judged forward and the methods it names, and no name in forward is `__add__`, so only the audit
refused it (`library_compute`). Since red-team round 42 ModelNew's operator methods (dunder names
but `__init__`, its own bases' too) are judged as forward's."""
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
    def __add__(self, t):
        return t.relu()

    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return self + y
