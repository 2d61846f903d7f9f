# problem: level1/index_select_rows
# expect: ok
"""index_select of rows with `triton.heuristics` computing the column block from the row width,
and the warps chosen from the row's `nbytes`; an empty index returns early with `new_empty`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({"BLOCK_D": lambda args: min(2048, triton.next_power_of_2(args["D"]))})
@triton.jit
def index_select_kernel(x_ptr, idx_ptr, out_ptr, D, BLOCK_D: tl.constexpr):
    r = tl.program_id(0).to(tl.int64)
    src = tl.load(idx_ptr + r).to(tl.int64)
    for d0 in range(0, D, BLOCK_D):
        cols = d0 + tl.arange(0, BLOCK_D)
        mask = cols < D
        tl.store(out_ptr + r * D + cols, tl.load(x_ptr + src * D + cols, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index):
        x = x.contiguous()
        if index.numel() == 0:
            return x.new_empty((0, x.shape[1]))
        index = index.contiguous()
        out = x.new_empty((index.numel(), x.shape[1]))
        row_bytes = x[0].nbytes
        warps = 8 if row_bytes >= 16384 else 4 if row_bytes >= 2048 else 2
        index_select_kernel[(index.numel(),)](x, index, out, x.shape[1], num_warps=warps)
        return out
