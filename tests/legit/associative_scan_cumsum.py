# problem: level1/cumsum_rows
# expect: ok
"""A row-wise prefix sum with tl.associative_scan and a combine function of its own (a second
@triton.jit function, called by the kernel, never launched), a running carry between tiles."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_combine(a, b):
    return a + b


@triton.jit
def scan_rows(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = tl.zeros((), dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < n_cols
        x = tl.load(x_ptr + row * n_cols + offs, mask=mask, other=0.0).to(tl.float32)
        s = tl.associative_scan(x, 0, add_combine) + carry
        tl.store(out_ptr + row * n_cols + offs, s.to(out_ptr.dtype.element_ty), mask=mask)
        carry = tl.sum(x, axis=0) + carry


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        rows, cols = x.shape
        scan_rows[(rows,)](x, out, cols, BLOCK=1024)
        return out
