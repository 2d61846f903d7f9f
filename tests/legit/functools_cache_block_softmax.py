# problem: level1/softmax_rows
# expect: ok
"""The block size and warp count come from a `@functools.cache`d helper keyed by the row width
(Python 3.9's unbounded cache, not `lru_cache`)."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@functools.cache
def _launch_params(n_cols: int) -> tuple[int, int]:
    block = triton.next_power_of_2(n_cols)
    warps = 4 if block <= 2048 else 8
    return block, warps


@triton.jit
def _softmax_kernel(x_ptr, y_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        block, warps = _launch_params(cols)
        _softmax_kernel[(rows,)](x, y, x.stride(0), cols, BLOCK=block, num_warps=warps)
        return y
