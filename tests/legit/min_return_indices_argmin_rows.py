# problem: level1/argmin_rows
# expect: ok
"""Blockwise argmin with `tl.min(v, axis=0, return_indices=True)`, keeping the first index on ties
across blocks (strict `<` when merging)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmin_kernel(x_ptr, o_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    best = float("inf")
    best_i = 0
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + base + cols, mask=cols < N, other=float("inf"))
        m, i = tl.min(v, axis=0, return_indices=True)
        take = m < best
        best_i = tl.where(take, c + i, best_i)
        best = tl.where(take, m, best)
    tl.store(o_ptr + row, best_i.to(tl.int64))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty(M, device=x.device, dtype=torch.int64)
        argmin_kernel[(M,)](x, out, N, BLOCK=1024)
        return out
