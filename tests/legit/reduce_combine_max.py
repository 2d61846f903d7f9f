# problem: level1/max_rows
# expect: ok
"""A row maximum with tl.reduce and a combine function of its own, over column tiles, with the
loads marked evict_first (read once)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def row_max(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    best = tl.full((BLOCK,), float("-inf"), tl.float32)
    for start in range(0, n_cols, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * n_cols + offs, mask=offs < n_cols, other=float("-inf"),
                    eviction_policy="evict_first")
        best = tl.maximum(best, x.to(tl.float32))
    tl.store(out_ptr + row, tl.reduce(best, 0, max_combine).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty((rows,), device=x.device, dtype=x.dtype)
        row_max[(rows,)](x, out, cols, BLOCK=1024)
        return out
