# problem: level1/cumsum_rows
# expect: ok
"""The grid is written with an assignment expression inside the launch subscript
(`kernel[(rows := x.shape[0],)]`) and `rows` is used again afterwards."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _add(a, b):
    return a + b


@triton.jit
def _cumsum_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = 0.0
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        v = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
        s = tl.associative_scan(v, 0, _add) + carry
        tl.store(y_ptr + row * n_cols + cols, s, mask=m)
        carry = tl.sum(v, axis=0) + carry


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        _cumsum_kernel[(rows := x.shape[0],)](x, y, x.shape[1], BLOCK=128)
        assert y.shape[0] == rows
        return y
