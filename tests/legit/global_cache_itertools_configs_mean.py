# problem: level1/mean_rows
# expect: ok
"""Row mean: autotune configs from itertools.product, a module-level cache dict updated through
a `global` statement in a helper (block sizes per column count)."""
import itertools

import torch
import torch.nn as nn
import triton
import triton.language as tl

_BLOCK_CACHE = None


def block_for(n_cols: int) -> int:
    global _BLOCK_CACHE
    if _BLOCK_CACHE is None:
        _BLOCK_CACHE = {}
    if n_cols not in _BLOCK_CACHE:
        _BLOCK_CACHE[n_cols] = min(1024, triton.next_power_of_2(n_cols))
    return _BLOCK_CACHE[n_cols]


@triton.autotune(
    configs=[triton.Config({}, num_warps=w, num_stages=s) for w, s in itertools.product([1, 2, 4], [1, 2])],
    key=["n_cols"],
)
@triton.jit
def mean_rows_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0)
    tl.store(y_ptr + row, tl.sum(acc, axis=0) / n_cols)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty(rows, device=x.device, dtype=x.dtype)
        mean_rows_kernel[(rows,)](x, y, cols, BLOCK=block_for(cols))
        return y
