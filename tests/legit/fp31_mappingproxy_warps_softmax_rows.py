# problem: level1/softmax_rows
# expect: ok
"""Row softmax with a read-only `types.MappingProxyType` table from block width to num_warps, and
an online (max, sum) pass over column blocks for rows wider than one block."""
import types

import torch
import torch.nn as nn
import triton
import triton.language as tl

WARPS_FOR_BLOCK = types.MappingProxyType({256: 2, 512: 4, 1024: 4, 2048: 8, 4096: 8})
MAX_BLOCK = 4096


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, stride_row, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * stride_row
    y_row = y_ptr + row * stride_row
    m = tl.full([BLOCK], float("-inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_row + cols, mask=cols < n_cols, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m, v)
        alpha = tl.where(m_new == float("-inf"), 1.0, tl.exp(m - m_new))
        s = s * alpha + tl.where(v == float("-inf"), 0.0, tl.exp(v - m_new))
        m = m_new
    row_max = tl.max(m, 0)
    total = tl.sum(tl.where(m == float("-inf"), 0.0, s * tl.exp(m - row_max)), 0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        v = tl.load(x_row + cols, mask=mask, other=float("-inf")).to(tl.float32)
        tl.store(y_row + cols, (tl.exp(v - row_max) / total).to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x2 = x.contiguous().view(-1, x.shape[-1])
        y = torch.empty_like(x2)
        rows, cols = x2.shape
        block = min(MAX_BLOCK, max(256, triton.next_power_of_2(cols)))
        softmax_kernel[(rows,)](x2, y, cols, x2.stride(0), BLOCK=block,
                                num_warps=WARPS_FOR_BLOCK.get(block, 4))
        return y.view(x.shape)
