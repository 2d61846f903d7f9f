# problem: level1/softmax_rows
# expect: torch_compute
# kind: 1
"""Probe 31's neighbour: `types.MappingProxyType` now passes as a read-only table of launch settings.
Here the proxy wraps a table of PyTorch functions and forward calls the one it looks up beside a
kernel that only copies the rows: a torch function taken as a value in the table (round 39),
`torch_compute`."""
import types

import torch
import torch.nn as nn
import triton
import triton.language as tl

WARPS_FOR_BLOCK = types.MappingProxyType({256: 2, 1024: 4})
ROW_OPS = types.MappingProxyType({"softmax": torch.softmax})


@triton.jit
def copy_rows_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        tl.store(y_ptr + row * n_cols + cols, tl.load(x_ptr + row * n_cols + cols, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x2 = x.contiguous().view(-1, x.shape[-1])
        y = torch.empty_like(x2)
        copy_rows_kernel[(x2.shape[0],)](x2, y, x2.shape[1], BLOCK=1024, num_warps=WARPS_FOR_BLOCK[1024])
        return ROW_OPS["softmax"](y, -1).view(x.shape)
