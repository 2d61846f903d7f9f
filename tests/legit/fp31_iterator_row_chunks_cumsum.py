# problem: level1/cumsum_rows
# expect: ok
"""Row cumsum launched once per chunk of rows handed out by a generator typed
`Iterator[tuple[int, int]]` (and `yield from` a helper); each program carries its running sum over
column blocks with `tl.cumsum`."""
from typing import Iterator

import torch
import torch.nn as nn
import triton
import triton.language as tl

MAX_ROWS_PER_LAUNCH = 65535


@triton.jit
def cumsum_rows_kernel(x_ptr, y_ptr, row0, n_cols, BLOCK: tl.constexpr):
    row = (row0 + tl.program_id(0)).to(tl.int64)
    xr = x_ptr + row * n_cols
    yr = y_ptr + row * n_cols
    carry = tl.zeros([1], tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        v = tl.load(xr + cols, mask=mask, other=0.0).to(tl.float32)
        c = tl.cumsum(v, 0) + carry
        tl.store(yr + cols, c.to(y_ptr.dtype.element_ty), mask=mask)
        carry += tl.sum(v, 0)


def _spans(start: int, stop: int, step: int) -> Iterator[tuple[int, int]]:
    for s in range(start, stop, step):
        yield s, min(step, stop - s)


def row_chunks(n_rows: int) -> Iterator[tuple[int, int]]:
    if n_rows == 0:
        return
    yield from _spans(0, n_rows, MAX_ROWS_PER_LAUNCH)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n_cols = x.shape[-1]
        x2 = x.contiguous().view(-1, n_cols)
        y = torch.empty_like(x2)
        block = min(1024, triton.next_power_of_2(n_cols))
        for row0, count in row_chunks(x2.shape[0]):
            cumsum_rows_kernel[(count,)](x2, y, row0, n_cols, BLOCK=block)
        return y.view(x.shape)
