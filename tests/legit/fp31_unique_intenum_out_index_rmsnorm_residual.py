# problem: level2/rmsnorm_residual_add
# expect: ok
"""Fused residual add + RMSNorm returning (normed, h); the two outputs are allocated into a list
indexed by an `@enum.unique` IntEnum and returned as a tuple; stats in fp32 over column blocks."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


@enum.unique
class Out(enum.IntEnum):
    NORMED = 0
    RESIDUAL = 1


@triton.jit
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        h = tl.load(x_ptr + row + cols, mask=m, other=0.0) + tl.load(r_ptr + row + cols, mask=m, other=0.0)
        tl.store(h_ptr + row + cols, h, mask=m)
        hf = h.to(tl.float32)
        acc += hf * hf
    rstd = 1.0 / tl.sqrt(tl.sum(acc, 0) / N + eps)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        h = tl.load(h_ptr + row + cols, mask=m, other=0.0)
        w = tl.load(w_ptr + cols, mask=m, other=0.0)
        normed = (h.to(tl.float32) * rstd).to(h.dtype)
        tl.store(y_ptr + row + cols, normed * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        n = x.shape[-1]
        x2 = x.contiguous().view(-1, n)
        r2 = residual.contiguous().view(-1, n)
        outs = [torch.empty_like(x2) for _ in Out]
        add_rmsnorm_kernel[(x2.shape[0],)](x2, r2, self.weight, outs[Out.NORMED], outs[Out.RESIDUAL], n, self.eps,
                                           BLOCK=min(2048, triton.next_power_of_2(n)))
        return outs[Out.NORMED].view(x.shape), outs[Out.RESIDUAL].view(x.shape)
