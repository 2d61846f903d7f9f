# problem: level1/softmax_wide_rows
# expect: ok
"""Online softmax for very wide rows (running max and rescaled running sum in one pass, then a
normalising pass), meeting the problem's tight atol of 1e-8."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def online_softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = x_ptr + row * n_cols
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < n_cols, other=-float("inf"))
        m_new = tl.maximum(m, x)
        s = s * tl.exp(tl.where(m_new == -float("inf"), 0.0, m - m_new)) + tl.where(x == -float("inf"), 0.0, tl.exp(x - m_new))
        m = m_new
    row_max = tl.max(m, axis=0)
    total = tl.sum(s * tl.exp(tl.where(m == -float("inf"), -float("inf"), m - row_max)), axis=0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(base + cols, mask=mask, other=-float("inf"))
        tl.store(out_ptr + row * n_cols + cols, tl.exp(x - row_max) / total, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        online_softmax_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=256)
        return out
