# problem: level1/argmin_rows
# expect: ok
"""The launcher object is constructed in forward as a local (`op = RowArgmin(block=...)`) with a
block chosen from the input, then its compute-named `argmin` method is called."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _argmin_kernel(x_ptr, o_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=float("inf"))
    _, idx = tl.min(x, axis=0, return_indices=True, return_indices_tie_break_left=True)
    tl.store(o_ptr + row, idx.to(tl.int64))


class RowArgmin:
    def __init__(self, block: int) -> None:
        self.block = block

    def argmin(self, x):
        rows, cols = x.shape
        out = torch.empty(rows, dtype=torch.int64, device=x.device)
        _argmin_kernel[(rows,)](x, out, cols, BLOCK=self.block)
        return out


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        op = RowArgmin(block=triton.next_power_of_2(x.shape[1]))
        return op.argmin(x)
