# problem: level1/softmax_rows
# expect: ok
"""Three-pass softmax over rows; the block size and warp count come from a `functools.lru_cache`d
`_row_config(n_cols)` returning a tuple, and the grid from a cached helper too."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@functools.lru_cache(maxsize=None)
def _row_config(n_cols: int):
    block = min(4096, triton.next_power_of_2(n_cols))
    warps = 4 if block <= 1024 else 8
    return block, warps


@functools.lru_cache(maxsize=64)
def _grid(n_rows: int):
    return (n_rows,)


@triton.jit
def softmax_online_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    xr = x_ptr + row.to(tl.int64) * N
    yr = y_ptr + row.to(tl.int64) * N
    m = tl.full((BLOCK,), float("-inf"), tl.float32)
    for off in range(0, N, BLOCK):
        c = off + tl.arange(0, BLOCK)
        m = tl.maximum(m, tl.load(xr + c, mask=c < N, other=float("-inf")).to(tl.float32))
    mx = tl.max(m, axis=0)
    s = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, N, BLOCK):
        c = off + tl.arange(0, BLOCK)
        v = tl.load(xr + c, mask=c < N, other=float("-inf")).to(tl.float32)
        s += tl.exp(v - mx)
    total = tl.sum(s, axis=0)
    for off in range(0, N, BLOCK):
        c = off + tl.arange(0, BLOCK)
        v = tl.load(xr + c, mask=c < N, other=float("-inf")).to(tl.float32)
        tl.store(yr + c, (tl.exp(v - mx) / total).to(y_ptr.dtype.element_ty), mask=c < N)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        y = torch.empty_like(x)
        block, warps = _row_config(N)
        softmax_online_kernel[_grid(R)](x, y, N, BLOCK=block, num_warps=warps)
        return y
