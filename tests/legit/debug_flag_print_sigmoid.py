# problem: level1/sigmoid_elementwise
# expect: ok
"""A module-level DEBUG flag (False) guards a print of the grid inside forward; the kernel is a
plain masked sigmoid written with tl.exp."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

DEBUG = False
BLOCK_SIZE = 512


@triton.jit
def _sigmoid_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 1.0 / (1.0 + tl.exp(-x))
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    """Sigmoid via a Triton kernel."""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        grid = (triton.cdiv(n, BLOCK_SIZE),)
        if DEBUG:
            print(f"[sigmoid] n={n} grid={grid}")
        _sigmoid_kernel[grid](x, out, n, BLOCK=BLOCK_SIZE)
        return out
