# problem: level1/softmax_rows
# expect: nan_inf
"""Writes NaN everywhere."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def nan_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    z = tl.zeros([BLOCK], dtype=tl.float32)
    tl.store(out_ptr + offs, z / z, mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        nan_kernel[(triton.cdiv(out.numel(), 256),)](out, out.numel(), BLOCK=256)
        return out
