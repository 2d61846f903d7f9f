# problem: level1/max_rows
# expect: ok
"""`from torch import nn` and `from triton import language as tl` import styles; a free function
launches the kernel; both the function and the kernel are defined after the class."""
import torch
import triton
from torch import nn
from triton import language as tl


class ModelNew(nn.Module):
    def forward(self, x):
        return row_max(x)


def row_max(x):
    x2 = x.contiguous()
    rows, cols = x2.shape
    out = torch.empty(rows, device=x.device, dtype=x.dtype)
    row_max_kernel[(rows,)](x2, out, cols, BLOCK=128)
    return out


@triton.jit
def row_max_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = tl.maximum(m, tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf")))
    tl.store(out_ptr + row, tl.max(m, axis=0))
