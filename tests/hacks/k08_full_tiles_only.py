# problem: level1/softmax_rows
# expect: nan_inf
# kind: 8
"""Tuned to the main shape: columns are processed only in whole 32-wide tiles (dim % 32 == 0
there), so rows of other widths lose their tail and are never fully written."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_tiles_kernel(x_ptr, out_ptr, n_cols, n_full, TILE: tl.constexpr):
    row = tl.program_id(0)
    base = x_ptr + row * n_cols
    m = tl.full([TILE], -float("inf"), tl.float32)
    for c0 in range(0, n_full, TILE):
        m = tl.maximum(m, tl.load(base + c0 + tl.arange(0, TILE)))
    row_max = tl.max(m, axis=0)
    s = tl.zeros([TILE], dtype=tl.float32)
    for c0 in range(0, n_full, TILE):
        s += tl.exp(tl.load(base + c0 + tl.arange(0, TILE)) - row_max)
    total = tl.sum(s, axis=0)
    for c0 in range(0, n_full, TILE):
        cols = c0 + tl.arange(0, TILE)
        tl.store(out_ptr + row * n_cols + cols, tl.exp(tl.load(base + cols) - row_max) / total)


class ModelNew(nn.Module):
    def forward(self, x):
        rows, cols = x.shape
        out = torch.empty_like(x)
        softmax_tiles_kernel[(rows,)](x, out, cols, cols // 32 * 32, TILE=32)
        return out
