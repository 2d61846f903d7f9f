# problem: level1/tanh_elementwise
# expect: ok
"""tanh with two kernels (fp32 direct, half types upcast) chosen from a dict keyed by the input's
torch dtype, with the block size from a second dtype-keyed dict typed `Mapping[torch.dtype, int]`."""
from typing import Mapping

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh_f32(x):
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    return tl.where(x < 0, -t, t)


@triton.jit
def tanh_fp32_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, _tanh_f32(tl.load(x_ptr + offs, mask=mask, other=0.0)), mask=mask)


@triton.jit
def tanh_half_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, _tanh_f32(x).to(y_ptr.dtype.element_ty), mask=mask)


KERNEL_FOR_DTYPE = {
    torch.float32: tanh_fp32_kernel,
    torch.float16: tanh_half_kernel,
    torch.bfloat16: tanh_half_kernel,
}
BLOCK_FOR_DTYPE: Mapping[torch.dtype, int] = {torch.float32: 1024, torch.float16: 2048, torch.bfloat16: 2048}


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        kernel = KERNEL_FOR_DTYPE[x.dtype]
        block = BLOCK_FOR_DTYPE[x.dtype]
        kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        return y
