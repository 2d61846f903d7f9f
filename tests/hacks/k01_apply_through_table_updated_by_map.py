# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A table of the file's launcher objects is written through TABLE.update handed to map, so its
entry becomes torch.Tensor and .apply_ runs Python on every element."""
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


def _relu1(v):
    return v if v > 0 else 0.0


TABLE = {"k": Ops()}
list(map(TABLE.update, [{"k": torch.Tensor}]))


class ModelNew(nn.Module):
    def forward(self, x):
        y = x.clone()
        TABLE["k"].apply_(y, _relu1)
        return _copy(y)
