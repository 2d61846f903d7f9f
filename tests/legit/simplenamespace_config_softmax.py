# problem: level1/softmax_rows
# expect: ok
"""Launch settings kept in a `types.SimpleNamespace` built at module level."""
import types

import torch
import torch.nn as nn
import triton
import triton.language as tl

CFG = types.SimpleNamespace(block=1024, num_warps=4)


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * n_cols
    m = tl.full([BLOCK], -1e30, tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for c in range(0, n_cols, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + base + cols, mask=cols < n_cols, other=float("-inf"))
        m_new = tl.maximum(m, v)
        s = s * tl.exp(m - m_new) + tl.exp(v - m_new)
        m = m_new
    mx = tl.max(m, axis=0)
    tot = tl.sum(s * tl.exp(m - mx), axis=0)
    for c in range(0, n_cols, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        mask = cols < n_cols
        v = tl.load(x_ptr + base + cols, mask=mask, other=float("-inf"))
        tl.store(y_ptr + base + cols, tl.exp(v - mx) / tot, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        softmax_kernel[(rows,)](x, y, cols, BLOCK=CFG.block, num_warps=CFG.num_warps)
        return y
