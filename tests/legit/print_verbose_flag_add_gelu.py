# problem: level2/add_gelu
# expect: ok
"""A `verbose` constructor flag (default False) that prints launch info from forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_gelu_kernel(x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    v = tl.load(x_ptr + offs, mask=mask, other=0.0) + tl.load(y_ptr + offs, mask=mask, other=0.0)
    inner = 0.7978845608028654 * (v + 0.044715 * v * v * v)
    e = tl.exp(-2.0 * tl.abs(inner))
    th = (1.0 - e) / (1.0 + e)
    th = tl.where(inner >= 0, th, -th)
    tl.store(o_ptr + offs, 0.5 * v * (1.0 + th), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, verbose: bool = False):
        super().__init__()
        self.verbose = verbose

    def forward(self, x, y):
        x, y = x.contiguous(), y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        grid = (triton.cdiv(n, 1024),)
        if self.verbose:
            print(f"add_gelu: n={n} grid={grid}")
        add_gelu_kernel[grid](x, y, out, n, BLOCK=1024)
        return out
