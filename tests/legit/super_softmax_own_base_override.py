# problem: level1/softmax_rows
# expect: ok
"""A base module of the file's own (`TritonRowOps(nn.Module)`) with a `softmax` launcher; ModelNew
derives from it, overrides `softmax` to make the input contiguous and calls `super().softmax(x)`.
Refused as torch compute (`.softmax`) until false-positive probe 24."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    e = tl.where(m, e, 0.0)
    tl.store(y_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def _softmax_loop_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = row * n_cols
    mx = -float("inf")
    s = 0.0
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + base + cols, mask=cols < n_cols, other=-float("inf"))
        new_mx = tl.maximum(mx, tl.max(x, axis=0))
        s = s * tl.exp(mx - new_mx) + tl.sum(tl.exp(x - new_mx), axis=0)
        mx = new_mx
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        m = cols < n_cols
        x = tl.load(x_ptr + base + cols, mask=m, other=-float("inf"))
        tl.store(y_ptr + base + cols, tl.exp(x - mx) / s, mask=m)


class TritonRowOps(nn.Module):
    """Row-wise kernels over a 2-D contiguous tensor."""

    def softmax(self, x: torch.Tensor) -> torch.Tensor:
        rows, cols = x.shape
        y = torch.empty_like(x)
        if cols <= 4096:
            _softmax_kernel[(rows,)](x, y, cols, BLOCK=triton.next_power_of_2(cols))
        else:
            _softmax_loop_kernel[(rows,)](x, y, cols, BLOCK=2048)
        return y


class ModelNew(TritonRowOps):
    def __init__(self):
        super().__init__()

    def softmax(self, x: torch.Tensor) -> torch.Tensor:
        return super().softmax(x.contiguous())

    def forward(self, x):
        return self.softmax(x)
