# problem: level1/rmsnorm_rows
# expect: ok
"""A `typing.NamedTuple` of launch parameters returned by a helper and splatted into the launch
with `**params._asdict()`."""
from typing import NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


class LaunchParams(NamedTuple):
    BLOCK: int
    num_warps: int


def pick_params(n_cols: int) -> LaunchParams:
    block = min(triton.next_power_of_2(n_cols), 4096)
    return LaunchParams(BLOCK=block, num_warps=8 if block >= 2048 else 4)


@triton.jit
def rms_kernel(x_ptr, w_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + base + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += v * v
    rstd = tl.rsqrt(tl.sum(acc, axis=0) / N + eps)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        mask = cols < N
        v = tl.load(x_ptr + base + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_ptr + base + cols, (v * rstd * w).to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        params = pick_params(N)
        rms_kernel[(M,)](x, self.weight, y, N, self.eps, **params._asdict())
        return y
