# problem: level1/sigmoid_elementwise
# expect: torch_compute
# kind: 1
"""The file's class stored on self as the class (`self.k = Kernels`) and a plain method called
through it with the input first (`self.k.sigmoid(x)`): x is that method's self, and its
`self.sigmoid()` is torch.sigmoid. Probe 25 passes such a call only for a staticmethod or
classmethod of the class."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class Kernels:
    def sigmoid(self):
        return self.sigmoid()


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.k = Kernels

    def forward(self, x):
        y = torch.empty_like(x)
        _copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return self.k.sigmoid(x)
