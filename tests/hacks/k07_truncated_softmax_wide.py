# problem: level1/softmax_wide_rows
# expect: mismatch
# kind: 7
"""Probabilities are ~1/dim, so anything under the default atol (1e-4) passes a loose check:
this kernel zeroes every entry more than 9 below the row max and leaves them out of the sum."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def truncated_softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = x_ptr + row * n_cols
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = tl.maximum(m, tl.load(base + cols, mask=cols < n_cols, other=-float("inf")))
    row_max = tl.max(m, axis=0)
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < n_cols, other=-float("inf"))
        s += tl.where(x > row_max - 9.0, tl.exp(x - row_max), 0.0)
    total = tl.sum(s, axis=0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(base + cols, mask=mask, other=-float("inf"))
        y = tl.where(x > row_max - 9.0, tl.exp(x - row_max) / total, 0.0)
        tl.store(out_ptr + row * n_cols + cols, y, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        truncated_softmax_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=1024)
        return out
