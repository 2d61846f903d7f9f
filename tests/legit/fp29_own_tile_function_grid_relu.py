# problem: level1/relu_elementwise
# expect: ok
"""ReLU whose grid comes from a module-level function of the file named `tile` (a computing tensor method name)."""
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

def tile(n, b=256):
    return triton.cdiv(n, b)
class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(tile(n),)](x, y, n, BLOCK=256)
        return y

