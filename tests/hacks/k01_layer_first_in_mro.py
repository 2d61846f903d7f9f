# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""torch layer base first in MRO, own forward in second base"""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


def staged(x):
    x = x.contiguous()
    tmp = torch.empty_like(x)
    n = x.numel()
    copy_kernel[(triton.cdiv(n, 1024),)](x, tmp, n, BLOCK=1024)
    return tmp


class Mine(nn.Module):
    def forward(self, t):
        return staged(t)


class Act(nn.ReLU, Mine):
    pass


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = Act()

    def forward(self, x):
        return self.act(staged(x))
