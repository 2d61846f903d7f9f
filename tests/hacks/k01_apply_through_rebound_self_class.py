# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""The file's class name is rebound on self (self.Ops = a function returning torch.Tensor), so
self.Ops() is a tensor class and its apply_ runs Python on every element: not the file's object."""
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

class Ops:
    def apply_(self, x, fn):
        return x


def _tensor_cls():
    return torch.Tensor


def _relu1(v):
    return v if v > 0 else 0.0


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.Ops = _tensor_cls
        self.ops = self.Ops()

    def forward(self, x):
        y = x.clone()
        self.ops.apply_(y, _relu1)
        return _copy(y)
