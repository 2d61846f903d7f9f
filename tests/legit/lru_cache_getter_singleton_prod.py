# problem: level1/prod_dim1
# expect: ok
"""Product over the middle dimension of (B, R, I). Autotune configs come from a generator; the
reduction ops object is a lazily created module-level singleton (`get_ops()` memoised with
functools.lru_cache), and forward calls `get_ops().prod(x, dim=1)`."""
import functools
import itertools

import torch
import torch.nn as nn
import triton
import triton.language as tl


def _configs():
    for block_r, block_i in itertools.product((8, 16), (32, 64)):
        yield triton.Config({"BLOCK_R": block_r, "BLOCK_I": block_i}, num_warps=4)


@triton.jit
def _mul(a, b):
    return a * b


@triton.autotune(configs=list(_configs()), key=["R", "I"])
@triton.jit
def _prod_mid_kernel(x_ptr, y_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    pid_i = tl.program_id(1)
    cols = pid_i * BLOCK_I + tl.arange(0, BLOCK_I)
    cmask = cols < I
    acc = tl.full([BLOCK_I], 1.0, tl.float32)
    for r0 in range(0, R, BLOCK_R):
        rows = r0 + tl.arange(0, BLOCK_R)
        tile = tl.load(x_ptr + b * R * I + rows[:, None] * I + cols[None, :],
                       mask=(rows[:, None] < R) & cmask[None, :], other=1.0).to(tl.float32)
        acc = acc * tl.reduce(tile, 0, _mul)
    tl.store(y_ptr + b * I + cols, acc.to(y_ptr.dtype.element_ty), mask=cmask)


class ReductionOps:
    def prod(self, x: torch.Tensor, dim: int) -> torch.Tensor:
        assert x.dim() == 3 and dim == 1
        B, R, I = x.shape
        xc = x.contiguous()
        y = torch.empty((B, I), dtype=x.dtype, device=x.device)
        grid = lambda meta: (B, triton.cdiv(I, meta["BLOCK_I"]))
        _prod_mid_kernel[grid](xc, y, R, I)
        return y


@functools.lru_cache(maxsize=None)
def get_ops() -> ReductionOps:
    return ReductionOps()


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return get_ops().prod(x, dim=1)
