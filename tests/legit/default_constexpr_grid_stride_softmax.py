# problem: level1/softmax_rows
# expect: ok
"""A kernel with a default constexpr (`BLOCK: tl.constexpr = 1024`) launched without it, and
`tl.program_id(axis=0)`/`tl.num_programs(0)` in a grid-stride loop over rows."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, M, N, BLOCK: tl.constexpr = 1024):
    start = tl.program_id(axis=0)
    step = tl.num_programs(0)
    for row in range(start, M, step):
        base = row * N
        m = tl.full([BLOCK], float("-inf"), tl.float32)
        for c in range(0, N, BLOCK):
            cols = c + tl.arange(0, BLOCK)
            m = tl.maximum(m, tl.load(x_ptr + base + cols, mask=cols < N, other=float("-inf")))
        mx = tl.max(m, axis=0)
        s = tl.zeros([BLOCK], tl.float32)
        for c in range(0, N, BLOCK):
            cols = c + tl.arange(0, BLOCK)
            s += tl.exp(tl.load(x_ptr + base + cols, mask=cols < N, other=float("-inf")) - mx)
        tot = tl.sum(s, axis=0)
        for c in range(0, N, BLOCK):
            cols = c + tl.arange(0, BLOCK)
            mask = cols < N
            v = tl.load(x_ptr + base + cols, mask=mask, other=0.0)
            tl.store(y_ptr + base + cols, tl.exp(v - mx) / tot, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        softmax_kernel[(min(M, 64),)](x, y, M, N)
        return y
