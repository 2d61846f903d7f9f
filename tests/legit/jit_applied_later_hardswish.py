# problem: level1/hardswish_nchw
# expect: ok
"""Plain Python functions turned into Triton functions after their definition:
`_relu6 = triton.jit(_relu6)` rebinds the helper's name, and the kernel is
`hardswish_kernel = triton.jit(_hardswish_body, do_not_specialize=["n"])`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _relu6(x):
    return tl.minimum(tl.maximum(x, 0.0), 6.0)


_relu6 = triton.jit(_relu6)


def _hardswish_body(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, x * _relu6(x + 3.0) / 6.0, mask=m)


hardswish_kernel = triton.jit(_hardswish_body, do_not_specialize=["n"])


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        hardswish_kernel[(triton.cdiv(n, BLOCK),)](x, y, n, BLOCK=BLOCK)
        return y
