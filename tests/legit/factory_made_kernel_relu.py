# problem: level1/relu_elementwise
# expect: ok
"""The kernel is defined inside a factory function that returns it (`_relu_kernel = make_relu_kernel()`),
a form a model uses to build a kernel variant once at import."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def make_relu_kernel():
    @triton.jit
    def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
        pid = tl.program_id(0)
        offs = pid * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=mask)

    return relu_kernel


_relu_kernel = make_relu_kernel()


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        _relu_kernel[(triton.cdiv(n, BLOCK),)](x, y, n, BLOCK=BLOCK)
        return y
