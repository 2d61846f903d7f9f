# problem: level1/softmax_rows
# expect: library_compute
# kind: 1
"""The kernel computes only the row maxima; exp and the row sums are done by torch through
operators (`math.e ** t`, `e @ ones`), which no name-based check can see."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowmax_kernel(x_ptr, m_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    tl.store(m_ptr + row, tl.max(x, axis=0))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        m = torch.empty(rows, 1, device=x.device, dtype=x.dtype)
        rowmax_kernel[(rows,)](x, m, cols, BLOCK=triton.next_power_of_2(cols))
        e = math.e ** (x - m)
        ones = torch.ones(cols, 1, device=x.device, dtype=x.dtype)
        return e / (e @ ones)
