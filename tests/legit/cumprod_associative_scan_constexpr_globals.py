# problem: level1/cumprod_rows
# expect: ok
"""`tl.associative_scan` with a `@triton.jit` multiply combine, carried across blocks; the block
a module-level `tl.constexpr`; the grid from a `@property`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

ROW_BLOCK = tl.constexpr(128)


@triton.jit
def _mul(a, b):
    return a * b


@triton.jit
def _cumprod_kernel(x_ptr, y_ptr, n):
    row = tl.program_id(0).to(tl.int64)
    carry = tl.full([1], 1.0, tl.float32)
    for s in range(0, n, ROW_BLOCK):
        c = s + tl.arange(0, ROW_BLOCK)
        m = c < n
        x = tl.load(x_ptr + row * n + c, mask=m, other=1.0).to(tl.float32)
        p = tl.associative_scan(x, 0, _mul)
        tl.store(y_ptr + row * n + c, p * carry, mask=m)
        carry = carry * tl.reduce(x, 0, _mul)


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self._rows = 0

    @property
    def grid(self):
        return (self._rows,)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        self._rows, n = x.shape
        y = torch.empty_like(x)
        _cumprod_kernel[self.grid](x, y, n)
        return y
