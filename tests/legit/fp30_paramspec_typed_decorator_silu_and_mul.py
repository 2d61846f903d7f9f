# problem: level2/silu_and_mul
# expect: ok
"""silu(x[:, :D]) * x[:, D:] with the launcher wrapped by a typed decorator (`ParamSpec`,
`Concatenate`, `TypeVar`, `Callable`) that makes its tensor argument contiguous first."""
from __future__ import annotations

import functools
from typing import Callable, Concatenate, ParamSpec, TypeVar

import torch
import torch.nn as nn
import triton
import triton.language as tl

P = ParamSpec("P")
R = TypeVar("R")


def contiguous_first(fn: Callable[Concatenate[torch.Tensor, P], R]) -> Callable[Concatenate[torch.Tensor, P], R]:
    @functools.wraps(fn)
    def wrapper(x: torch.Tensor, *args: P.args, **kwargs: P.kwargs) -> R:
        return fn(x.contiguous(), *args, **kwargs)
    return wrapper


@triton.jit
def silu_mul_kernel(x_ptr, y_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < D
    a = tl.load(x_ptr + row * 2 * D + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(x_ptr + row * 2 * D + D + cols, mask=m, other=0.0).to(tl.float32)
    y = a / (1.0 + tl.exp(-a)) * b
    tl.store(y_ptr + row * D + cols, y.to(y_ptr.dtype.element_ty), mask=m)


@contiguous_first
def silu_and_mul(x: torch.Tensor, block: int = 1024) -> torch.Tensor:
    d = x.shape[-1] // 2
    rows = x.numel() // x.shape[-1]
    y = torch.empty((*x.shape[:-1], d), device=x.device, dtype=x.dtype)
    silu_mul_kernel[(rows, triton.cdiv(d, block))](x, y, d, BLOCK=block)
    return y


class ModelNew(nn.Module):
    def forward(self, x):
        return silu_and_mul(x, block=1024)
