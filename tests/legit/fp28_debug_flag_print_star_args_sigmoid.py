# problem: level1/sigmoid_elementwise
# expect: ok
"""Sigmoid with the launch arguments gathered in a tuple and splatted (`kernel[grid](*args,
BLOCK=...)`), and a module-level DEBUG flag guarding a print of the grid (off)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

DEBUG = False


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.sigmoid(x), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = (triton.cdiv(n, 1024),)
        if DEBUG:
            print(f"sigmoid: n={n} grid={grid}")
        args = (x, y, n)
        sigmoid_kernel[grid](*args, BLOCK=1024)
        return y
