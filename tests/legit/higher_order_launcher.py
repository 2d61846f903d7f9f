# problem: level1/hardswish_nchw
# expect: ok
"""A generic launcher receives the kernel object as an argument (`launch(hardswish_kernel, x)`)
and does the grid/allocation boilerplate."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hardswish_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, x * tl.minimum(tl.maximum(x + 3.0, 0.0), 6.0) / 6.0, mask=mask)


def launch_elementwise(kernel, x, block=1024):
    x = x.contiguous()
    out = torch.empty_like(x)
    kernel[(triton.cdiv(x.numel(), block),)](x, out, x.numel(), BLOCK=block)
    return out


class ModelNew(nn.Module):
    def forward(self, x):
        return launch_elementwise(hardswish_kernel, x)
