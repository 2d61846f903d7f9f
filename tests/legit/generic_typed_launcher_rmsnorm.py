# problem: level1/rmsnorm_rows
# expect: ok
"""A launcher class generic over its config type (`class Launcher(Generic[CfgT])`) with a
`TypeVar` bound to a frozen dataclass; ModelNew holds `Launcher[RMSCfg]`."""
from dataclasses import dataclass
from typing import Generic, TypeVar

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(frozen=True)
class RMSCfg:
    eps: float
    num_warps: int = 4


CfgT = TypeVar("CfgT", bound=RMSCfg)


@triton.jit
def _rmsnorm_kernel(x_ptr, w_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    r = tl.rsqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, (x * r * w).to(y_ptr.dtype.element_ty), mask=m)


class Launcher(Generic[CfgT]):
    def __init__(self, cfg: CfgT) -> None:
        self.cfg = cfg

    def launch(self, x: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        _rmsnorm_kernel[(rows,)](x, weight, y, cols, self.cfg.eps, BLOCK=triton.next_power_of_2(cols),
                                 num_warps=self.cfg.num_warps)
        return y


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)
        self.launcher: Launcher[RMSCfg] = Launcher(RMSCfg(eps=eps))

    def forward(self, x):
        return self.launcher.launch(x, self.weight)
