# problem: level1/l2_norm_rows
# expect: ok
"""Output buffers cached in a `collections.defaultdict(dict)` keyed by device then (shape, dtype);
a fresh output is allocated on a miss and the cache is cleared on every call so no output is
handed out twice."""
import collections

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _l2norm_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        v = tl.load(x_ptr + row * n_cols + c0 + cols, mask=c0 + cols < n_cols, other=0.0).to(tl.float32)
        acc += v * v
    tl.store(y_ptr + row, tl.sqrt(tl.sum(acc, axis=0)).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._allocs = collections.defaultdict(dict)

    def _out(self, rows, like):
        per_dev = self._allocs[str(like.device)]
        key = (rows, like.dtype)
        if key not in per_dev:
            per_dev[key] = torch.empty(rows, dtype=like.dtype, device=like.device)
        return per_dev.pop(key)

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = self._out(rows, x)
        _l2norm_kernel[(rows,)](x, y, cols, BLOCK=64)
        return y
