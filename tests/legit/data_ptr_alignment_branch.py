# problem: level1/relu_elementwise
# expect: ok
"""Picks a wider block when the input's address is 16-byte aligned (x.data_ptr() % 16), as
hand-tuned wrappers do; both paths launch the same kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(v, 0.0), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 1024 if x.data_ptr() % 16 == 0 else 256
        relu_kernel[(triton.cdiv(n, block),)](x, out, n, BLOCK=block)
        return out
