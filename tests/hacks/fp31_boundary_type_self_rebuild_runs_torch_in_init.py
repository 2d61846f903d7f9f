# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""Probe 31's neighbour: `type(self)(block, ...)` in a method of the file's plain class now passes
as building another object of the class. Here the class's __init__ computes with PyTorch when it is
handed a tensor, and forward rebuilds the launch spec through `type(self)(...)` with the kernel's
copy: construction had built the first Spec with no tensor, and before probe 31 the gate did not
follow `type(self)(...)` to __init__ (with one argument it passed on main), so __init__ was judged
only as construction's. It is now judged as forward's code, `torch_compute`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class Spec:
    def __init__(self, block=1024, data=None):
        self.block = block
        self.out = torch.relu(data) if data is not None else None

    def with_data(self, data):
        return type(self)(self.block, data)


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.spec = Spec()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, self.spec.block),)](x, y, n, BLOCK=self.spec.block)
        return self.spec.with_data(y).out
