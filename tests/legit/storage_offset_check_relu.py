# problem: level1/relu_elementwise
# expect: ok
"""Makes the input contiguous only when needed, checking `x.is_contiguous()` and
`x.storage_offset() == 0`, and asserts the element size with `x.element_size()`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask, other=0.0), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        if not x.is_contiguous() or x.storage_offset() != 0:
            x = x.contiguous()
        assert x.element_size() in (2, 4), x.dtype
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
