# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A subclass of nn.ReLU with a forward of its own (which would count as the file's code): it
launches a copy kernel, then hands the copy to the torch layer it derives from through
super().forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class StagedReLU(nn.ReLU):
    def forward(self, x):
        tmp = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, tmp, x.numel(), BLOCK=1024)
        return super().forward(tmp)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = StagedReLU()

    def forward(self, x):
        return self.act(x.contiguous())
