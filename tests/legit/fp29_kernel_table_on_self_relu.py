# problem: level1/relu_elementwise
# expect: ok
"""ReLU launched through a dict of kernels kept on self (`self.kernels = {"relu": relu_kernel}`), indexed and launched as `self.kernels["relu"][grid](...)`."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl
import functools, operator

@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.kernels = {"relu": relu_kernel}
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self.kernels["relu"][(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y

