# problem: level2/standardize_rows
# expect: ok
"""(x - mean) / std (unbiased) per row with PEP 585 hints from `collections.abc` (`Sequence[int]`,
`Iterator[int]`, `Callable[..., torch.Tensor]`) on the host helpers, and `isinstance(dims, Sequence)`
in a shape check; two passes over column blocks in one program per row."""
from collections.abc import Callable, Iterator, Sequence

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def standardize_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, 0) / N
    acc2 = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, v - mean, 0.0)
        acc2 += d * d
    inv_std = 1.0 / tl.sqrt(tl.sum(acc2, 0) / (N - 1))
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        v = tl.load(x_ptr + row + cols, mask=m, other=0.0).to(tl.float32)
        tl.store(y_ptr + row + cols, ((v - mean) * inv_std).to(y_ptr.dtype.element_ty), mask=m)


def block_sizes(n: int, cap: int = 2048) -> Iterator[int]:
    b = min(cap, triton.next_power_of_2(n))
    while b >= 128:
        yield b
        b //= 2


def check_rows(dims: Sequence[int]) -> int:
    if not isinstance(dims, Sequence) or len(dims) < 1 or dims[-1] < 2:
        raise ValueError(f"need rows of at least two elements, got {dims}")
    return dims[-1]


def launch(x2: torch.Tensor, out: torch.Tensor, block: int) -> torch.Tensor:
    standardize_kernel[(x2.shape[0],)](x2, out, x2.shape[1], BLOCK=block, num_warps=8 if block >= 2048 else 4)
    return out


class ModelNew(nn.Module):
    def __init__(self, launcher: Callable[..., torch.Tensor] = launch):
        super().__init__()
        self.launcher = launcher

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = check_rows(tuple(x.shape))
        x2 = x.contiguous().view(-1, n)
        block = next(block_sizes(n), 128)
        return self.launcher(x2, torch.empty_like(x2), block).view(x.shape)
