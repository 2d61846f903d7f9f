# problem: level1/leaky_relu_elementwise
# expect: ok
"""Leaky ReLU with the slope kept in a registered buffer (read with .item() once in __init__-time
cache) and a class-level table of supported dtypes (`torch.float32` etc. as dict keys)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _leaky_kernel(x_ptr, y_ptr, n, slope, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.where(x >= 0, x, x * slope), mask=mask)


class ModelNew(nn.Module):
    BLOCKS = {torch.float32: 1024, torch.float16: 2048, torch.bfloat16: 2048}
    DEFAULT_DTYPE = torch.float32

    def __init__(self, negative_slope):
        super().__init__()
        self.register_buffer("slope", torch.tensor(float(negative_slope)), persistent=False)
        self._slope = float(negative_slope)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        block = self.BLOCKS.get(x.dtype, self.BLOCKS[self.DEFAULT_DTYPE])
        _leaky_kernel[(triton.cdiv(n, block),)](x, y, n, self._slope, BLOCK=block)
        return y
