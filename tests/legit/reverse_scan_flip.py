# problem: level1/reverse_cumsum
# expect: ok
"""Reverse cumulative sum without flipping in memory: tiles are visited from the end and each
tile is reversed in registers with tl.flip around tl.cumsum."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def reverse_cumsum_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    n_tiles = tl.cdiv(n_cols, BLOCK)
    carry = tl.zeros([1], dtype=tl.float32)
    for t in range(0, n_tiles):
        c0 = (n_tiles - 1 - t) * BLOCK
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        v = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
        s = tl.flip(tl.cumsum(tl.flip(v, 0), axis=0), 0) + carry
        tl.store(out_ptr + row * n_cols + cols, s, mask=m)
        carry += tl.sum(v, axis=0)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        reverse_cumsum_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=64)
        return out
