# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""class Act(nn.ReLU): pass nested in ModelNew and built as self.Act(): calling it runs torch's ReLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


def _copy(y):
    out = torch.empty_like(y)
    copy_kernel[(triton.cdiv(y.numel(), 1024),)](y, out, y.numel(), BLOCK=1024)
    return out

class ModelNew(nn.Module):
    class Act(nn.ReLU):
        pass

    def __init__(self):
        super().__init__()
        self.act = self.Act()

    def forward(self, x):
        return _copy(self.act(x))
