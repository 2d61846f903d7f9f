# problem: level1/relu_elementwise
# expect: ok
"""ReLU with glue methods of the forward input bound to names (`get = x.size`, `contig = x.contiguous`) and called."""
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
    def forward(self, x):
        get = x.size
        contig = x.contiguous
        x = contig()
        y = torch.empty_like(x)
        n = get(0) * get(1)
        relu_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y

