# problem: level1/softmax_rows
# expect: ok
"""Row softmax in two kernels: the first writes each row's max and sum of exponentials into a
module-level workspace (kept and grown with `global`), the second normalises; the workspace is
reused across calls."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_WORKSPACE = None


def _workspace(n: int, like: torch.Tensor) -> torch.Tensor:
    global _WORKSPACE
    if _WORKSPACE is None or _WORKSPACE.numel() < n or _WORKSPACE.device != like.device:
        _WORKSPACE = torch.empty(n, device=like.device, dtype=torch.float32)
    return _WORKSPACE[:n]


@triton.jit
def row_stats_kernel(x_ptr, ws_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf")).to(tl.float32)
    m = tl.max(x, axis=0)
    tl.store(ws_ptr + 2 * row, m)
    tl.store(ws_ptr + 2 * row + 1, tl.sum(tl.exp(x - m), axis=0))


@triton.jit
def normalize_kernel(x_ptr, ws_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    m = tl.load(ws_ptr + 2 * row)
    s = tl.load(ws_ptr + 2 * row + 1)
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, tl.exp(x - m) / s, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        ws = _workspace(2 * rows, x)
        y = torch.empty_like(x)
        block = triton.next_power_of_2(cols)
        row_stats_kernel[(rows,)](x, ws, cols, BLOCK=block)
        normalize_kernel[(rows,)](x, ws, y, cols, BLOCK=block)
        return y
