# problem: level1/rmsnorm_rows
# expect: ok
"""A frozen dataclass launch config specialised per call with `dataclasses.replace(cfg,
BLOCK=...)`, the row count from `x.shape[:-1].numel()` (torch.Size's numel), `tl.math.rsqrt`."""
import dataclasses
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rmsnorm_kernel(x_ptr, w_ptr, y_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    c = tl.arange(0, BLOCK)
    m = c < n
    x = tl.load(x_ptr + row * n + c, mask=m, other=0.0).to(tl.float32)
    r = tl.math.rsqrt(tl.sum(x * x, axis=0) / n + eps)
    w = tl.load(w_ptr + c, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n + c, (x * r * w).to(y_ptr.dtype.element_ty), mask=m)


@dataclass(frozen=True)
class LaunchConfig:
    BLOCK: int = 128
    num_warps: int = 4


BASE = LaunchConfig()


class ModelNew(nn.Module):
    def __init__(self, dim: int, eps: float, dtype: torch.dtype) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[-1]
        rows = x.shape[:-1].numel()
        cfg = dataclasses.replace(BASE, BLOCK=triton.next_power_of_2(n))
        x2 = x.contiguous().view(rows, n)
        y = torch.empty_like(x2)
        _rmsnorm_kernel[(rows,)](x2, self.weight, y, n, self.eps, BLOCK=cfg.BLOCK, num_warps=cfg.num_warps)
        return y.view_as(x)
