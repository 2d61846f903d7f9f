# problem: level1/leaky_relu_elementwise
# expect: torch_compute
# kind: 1
"""`type(self).ops.leaky_relu(x, s)` (admitted since false-positive probe 27 where every binding of
self.ops is an object of the file's) with a decoy: ModelNew binds `self.ops = LeakyOps()` on the
instance, while its base's class body binds `ops = F` (torch.nn.functional): `type(self).ops` skips
the instance and finds F.leaky_relu. The class-body binding is a binding of self.ops to the gate,
not an object of the file's: `torch_compute`."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def leaky_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x > 0, x, x * slope), mask=mask)


class LeakyOps:
    def leaky_relu(self, x, negative_slope):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        leaky_kernel[(triton.cdiv(n, 1024),)](x, y, n, negative_slope, BLOCK=1024)
        return y


class Base(nn.Module):
    ops = F


class ModelNew(Base):
    def __init__(self, negative_slope):
        super().__init__()
        self.negative_slope = float(negative_slope)
        self.ops = LeakyOps()

    def forward(self, x):
        return type(self).ops.leaky_relu(x, negative_slope=self.negative_slope)
