# problem: level1/layernorm_rows
# expect: ok
"""Launch parameters in a frozen `@dataclass` with a `__post_init__` check and a computed
`num_warps` property; the kernel uses a two-pass mean/variance over column blocks."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(frozen=True)
class LNConfig:
    block: int = 1024
    eps: float = 1e-5

    def __post_init__(self):
        if self.block & (self.block - 1):
            raise ValueError(f"block must be a power of two, got {self.block}")

    @property
    def num_warps(self) -> int:
        return 8 if self.block >= 2048 else 4


@triton.jit
def ln_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + base + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    var_acc = tl.zeros([BLOCK], tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + base + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, v - mean, 0.0)
        var_acc += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(var_acc, axis=0) / N + eps)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        mask = cols < N
        v = tl.load(x_ptr + base + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_ptr + base + cols, ((v - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.cfg = LNConfig(block=1024, eps=eps)
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        M, N = x.shape
        ln_kernel[(M,)](x, self.weight, self.bias, y, N, self.cfg.eps,
                        BLOCK=self.cfg.block, num_warps=self.cfg.num_warps)
        return y
