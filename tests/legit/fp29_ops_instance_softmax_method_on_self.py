# problem: level1/softmax_rows
# expect: ok
"""Softmax through a small ops object of the file's own class kept on self (`self.ops =
TritonOps()`), whose method is named `softmax`: forward calls `self.ops.softmax(x)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _row_kernel(x_ptr, y_ptr, n_cols, stride_row, fill, OP: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_row + cols, mask=mask, other=fill)
    if OP == "softmax":
        m = tl.max(x, axis=0)
        e = tl.where(mask, tl.exp(x - m), 0.0)
        tl.store(y_ptr + row * stride_row + cols, e / tl.sum(e, axis=0), mask=mask)
    elif OP == "max":
        tl.store(y_ptr + row, tl.max(x, axis=0))
    else:
        tl.store(y_ptr + row, tl.sum(x, axis=0) / n_cols)


class TritonOps:
    def __init__(self, block_cap: int = 32768) -> None:
        self.block_cap = block_cap

    def softmax(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        block = triton.next_power_of_2(cols)
        assert block <= self.block_cap
        _row_kernel[(rows,)](x, y, cols, x.stride(0), float("-inf"), OP="softmax", BLOCK=block,
                             num_warps=16 if block >= 8192 else 4)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ops = TritonOps()

    def forward(self, x):
        return self.ops.softmax(x)
