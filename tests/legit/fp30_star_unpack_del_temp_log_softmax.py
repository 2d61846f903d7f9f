# problem: level1/log_softmax_rows
# expect: ok
"""log_softmax over the last dim: `*lead, n = x.shape`, a chained comparison in an assert,
`x if x.is_contiguous() else x.contiguous()`, a scratch tensor of per-row logsumexp freed with `del`
after the second kernel reads it (one kernel finds the statistics, another writes x - lse)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_lse_kernel(x_ptr, lse_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * N + cols, mask=cols < N, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, v)
        s = s * tl.where(m_new == -float("inf"), 1.0, tl.exp(m - m_new)) + tl.where(v == -float("inf"), 0.0, tl.exp(v - m_new))
        m = m_new
    mx = tl.max(m, 0)
    total = tl.sum(s * tl.exp(m - mx), 0)
    tl.store(lse_ptr + row, mx + tl.log(total))


@triton.jit
def sub_lse_kernel(x_ptr, lse_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < N
    lse = tl.load(lse_ptr + row)
    v = tl.load(x_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * N + cols, (v - lse).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        *lead, n = x.shape
        rows = 1
        for d in lead:
            rows *= d
        assert 0 < n < 2 ** 31 and rows > 0, f"bad shape {tuple(x.shape)!r}"
        x = x if x.is_contiguous() else x.contiguous()
        lse = torch.empty(rows, device=x.device, dtype=torch.float32)
        row_lse_kernel[(rows,)](x, lse, n, BLOCK=1024, num_warps=8)
        y = torch.empty_like(x)
        sub_lse_kernel[(rows, triton.cdiv(n, 1024))](x, lse, y, n, BLOCK=1024)
        del lse
        return y
