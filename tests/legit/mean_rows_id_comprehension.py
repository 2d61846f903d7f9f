# problem: level1/mean_rows
# expect: ok
"""Rows split into chunks; chunk offsets are built by a list comprehension whose variable is
named `id` (a chunk id), and each chunk is launched in a loop."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_rows_kernel(x_ptr, y_ptr, row_start, n_rows, n_cols, stride, BLOCK: tl.constexpr):
    row = row_start + tl.program_id(0)
    if row < n_rows:
        acc = tl.zeros([BLOCK], dtype=tl.float32)
        for c0 in range(0, n_cols, BLOCK):
            cols = c0 + tl.arange(0, BLOCK)
            acc += tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
        tl.store(y_ptr + row, (tl.sum(acc, axis=0) / n_cols).to(y_ptr.dtype.element_ty))


ROWS_PER_CHUNK = 8


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        n_rows, n_cols = x.shape
        y = torch.empty(n_rows, device=x.device, dtype=x.dtype)
        n_chunks = triton.cdiv(n_rows, ROWS_PER_CHUNK)
        starts = [id * ROWS_PER_CHUNK for id in range(n_chunks)]
        for start in starts:
            mean_rows_kernel[(ROWS_PER_CHUNK,)](x, y, start, n_rows, n_cols, x.stride(0), BLOCK=64)
        return y
