# problem: level1/sigmoid_elementwise
# expect: torch_compute
# kind: 1
"""A plain method called through its class with the input as its self (`Kernels.sigmoid(x)`), whose
body's `self.sigmoid()` the gate read as the class's own method: it is torch.sigmoid on the
input. A class whose methods may run on a foreign self no longer has own `self.<m>()` calls
(false-positive probe 25; before, only the audit's library_compute caught it)."""
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
    def forward(self, x):
        y = torch.empty_like(x)
        _copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return Kernels.sigmoid(x)
