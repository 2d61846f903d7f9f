# problem: level1/relu_elementwise
# expect: ok
"""Asks `torch.cuda.current_device()` (only when the input is on CUDA) to pick the block size
per device index, a habit from multi-GPU code."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.where(x > 0, x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._block_by_device = {}

    def forward(self, x):
        dev = torch.cuda.current_device() if x.is_cuda else -1
        block = self._block_by_device.setdefault(dev, 1024)
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        return y
