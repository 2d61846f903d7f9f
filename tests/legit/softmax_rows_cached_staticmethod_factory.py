# problem: level1/softmax_wide_rows
# expect: ok
"""The launcher made by a cached `@staticmethod` factory of its own class
(`RowSoftmax.for_block(n)`, `functools.lru_cache` under `staticmethod`), stored on self in
`__init__`; forward calls its `softmax` method. Refused as torch compute (a cached staticmethod
factory was left refused by the third false-positive probe) until false-positive probe 25."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    mx = tl.full([BLOCK], -float("inf"), tl.float32)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        mx = tl.maximum(mx, tl.load(x_ptr + row * n + c, mask=c < n, other=-float("inf")).to(tl.float32))
    m = tl.max(mx, axis=0)
    acc = tl.zeros([BLOCK], tl.float32)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        acc += tl.exp(tl.load(x_ptr + row * n + c, mask=c < n, other=-float("inf")).to(tl.float32) - m)
    inv = 1.0 / tl.sum(acc, axis=0)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * n + c, mask=c < n, other=-float("inf")).to(tl.float32)
        tl.store(y_ptr + row * n + c, (tl.exp(x - m) * inv).to(y_ptr.dtype.element_ty), mask=c < n)


class RowSoftmax:
    def __init__(self, block: int) -> None:
        self.block = block

    @staticmethod
    @functools.lru_cache(maxsize=None)
    def for_block(n: int) -> "RowSoftmax":
        return RowSoftmax(min(1024, triton.next_power_of_2(n)))

    def softmax(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = torch.empty_like(x2)
        _softmax_kernel[(x2.shape[0],)](x2, y, x2.shape[1], BLOCK=self.block)
        return y.view_as(x)


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.launcher = RowSoftmax.for_block(1024)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.launcher.softmax(x)
