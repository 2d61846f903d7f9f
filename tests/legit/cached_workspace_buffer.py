# problem: level1/softmax_rows
# expect: ok
"""A scratch workspace (per-row max and sum) is allocated once per shape and kept on the module
across calls; only the workspace is reused, every call writes a fresh output."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_stats_kernel(x_ptr, ws_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    m = tl.max(x, axis=0)
    tl.store(ws_ptr + 2 * row, m)
    tl.store(ws_ptr + 2 * row + 1, tl.sum(tl.exp(x - m), axis=0))


@triton.jit
def normalize_kernel(x_ptr, ws_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0)
    y = tl.exp(x - tl.load(ws_ptr + 2 * row)) / tl.load(ws_ptr + 2 * row + 1)
    tl.store(out_ptr + row * n_cols + cols, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.workspace = None

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        if self.workspace is None or self.workspace.numel() < 2 * rows or self.workspace.device != x.device:
            self.workspace = torch.empty(2 * rows, device=x.device, dtype=torch.float32)
        out = torch.empty_like(x)
        block = triton.next_power_of_2(cols)
        row_stats_kernel[(rows,)](x, self.workspace, cols, BLOCK=block)
        normalize_kernel[(rows,)](x, self.workspace, out, cols, BLOCK=block)
        return out
