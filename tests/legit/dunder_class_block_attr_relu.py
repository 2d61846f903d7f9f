# problem: level1/relu_elementwise
# expect: ok
"""The block size is a class attribute read through `self.__class__.BLOCK` (as `type(self).BLOCK`
would be). Refused as introspection (`__class__`) until false-positive probe 26."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    BLOCK = 1024

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        blk = self.__class__.BLOCK
        _relu_kernel[(triton.cdiv(n, blk),)](x, y, n, BLOCK=blk)
        return y
