# problem: level1/layernorm_rows
# expect: ok
"""LayerNorm over rows: the launch settings are destructured with a `match` class pattern with
keyword sub-patterns (`case LNConfig(block=b, num_warps=w) if b >= 16:`), and the statistics come
from a `@triton.jit` helper returning (mean, rstd) in two passes over column blocks (not `noinline`:
Triton 3.6 hands only scalars to a noinline function)."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(frozen=True)
class LNConfig:
    block: int = 1024
    num_warps: int = 8


@triton.jit
def row_stats(row_ptr, N, eps, BLOCK: tl.constexpr):
    s = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        s += tl.load(row_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(s, 0) / N
    q = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(row_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, v - mean, 0.0)
        q += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(q, 0) / N + eps)
    return mean, rstd


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(axis=0).to(tl.int64)
    mean, rstd = row_stats(x_ptr + row * N, N, eps, BLOCK)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        v = tl.load(x_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
        tl.store(y_ptr + row * N + cols, ((v - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)
        self.cfg = LNConfig(block=min(1024, triton.next_power_of_2(dim)))

    def forward(self, x):
        match self.cfg:
            case LNConfig(block=b, num_warps=w) if b >= 16:
                block, warps = b, w
            case _:
                block, warps = 16, 1
        x = x.contiguous()
        N = x.shape[-1]
        y = torch.empty_like(x)
        layernorm_kernel[(x.numel() // N,)](x, self.weight, self.bias, y, N, self.eps, BLOCK=block, num_warps=warps)
        return y
