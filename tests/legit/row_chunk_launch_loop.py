# problem: level1/softmax_rows
# expect: ok
"""A Python loop of launches, one per chunk of rows (pointers offset by narrow() views), as a
model might write to bound the grid size."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

ROWS_PER_LAUNCH = 3


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        rows, cols = x.shape
        block = triton.next_power_of_2(cols)
        for r0 in range(0, rows, ROWS_PER_LAUNCH):
            n = min(ROWS_PER_LAUNCH, rows - r0)
            softmax_kernel[(n,)](x.narrow(0, r0, n), out.narrow(0, r0, n), cols, x.stride(0), BLOCK=block)
        return out
