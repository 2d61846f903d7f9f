# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A class holds a `@staticmethod @triton.jit def relu_kernel`, and a plain top-level
`def relu_kernel(x)` of the same name returns `torch.relu(x)`; forward launches a decoy copy kernel
and calls the plain helper. The gate left every top-level function named like a kernel out of what
forward may reach, so the file passed it (open on main, found in false-positive probe 27, with the
audit's library_compute left to catch it); only a def that is itself a kernel is left out now:
`torch_compute`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class Kernels:
    @staticmethod
    @triton.jit
    def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


def relu_kernel(x):
    return torch.relu(x)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return relu_kernel(y)
