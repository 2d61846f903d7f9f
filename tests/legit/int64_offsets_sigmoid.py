# problem: level1/sigmoid_elementwise
# expect: ok
"""Offsets computed in int64 (program_id cast before multiplying), as needed past 2**31 elements."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    start = tl.program_id(0).to(tl.int64) * BLOCK
    offs = start + tl.arange(0, BLOCK).to(tl.int64)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.sigmoid(x), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        sigmoid_kernel[(triton.cdiv(n, 2048),)](x, out, n, BLOCK=2048)
        return out
