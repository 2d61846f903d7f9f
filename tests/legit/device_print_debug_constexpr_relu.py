# problem: level1/relu_elementwise
# expect: ok
"""A DEBUG tl.constexpr (False at launch) guards a tl.device_print in the kernel; tl.cast for the
output dtype; the grid is a nested def."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr, DEBUG: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if DEBUG:
        tl.device_print("pid", pid)
    y = tl.where(x > 0, x, 0.0)
    tl.store(y_ptr + offs, tl.cast(y, y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x, memory_format=torch.contiguous_format)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 2048),)](x, y, n, BLOCK=2048, DEBUG=False)
        return y
