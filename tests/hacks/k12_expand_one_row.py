# problem: level1/relu_elementwise
# expect: output_not_dense
# kind: 12
"""Computes the first row only and returns it expanded to the full shape (a stride of 0): every
row then reads the one computed row."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_row_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        rows, cols = x.shape
        row = torch.empty((1, cols), device=x.device, dtype=x.dtype)
        relu_row_kernel[(triton.cdiv(cols, 1024),)](x, row, cols, BLOCK=1024)
        return row.expand(rows, cols)
