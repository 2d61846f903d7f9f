# problem: level1/relu_elementwise
# expect: ok
"""ReLU with forward keyword defaults `out_dtype=torch.float32` and `alloc=torch.empty` (glue taken as a value)."""
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
    def forward(self, x, out_dtype=torch.float32, alloc=torch.empty):
        x = x.contiguous()
        y = alloc(x.shape, dtype=out_dtype, device=x.device)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y

