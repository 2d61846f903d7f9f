# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""`op = staticmethod(torch.Tensor.relu)` in ModelNew's body, `self.op(y)` in forward: a tensor
method taken from the class as a value. The gate resolves names to objects only through modules,
so round 39's first rule (torch functions taken as values) found no object for it and passed it
(library_compute by the audit). Refused now: a class's computing function taken as a value
(torch_compute), and likewise a torch layer's forward (`nn.ReLU.forward`)."""
import functools

import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    op = staticmethod(torch.Tensor.relu)

    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return self.op(y)
