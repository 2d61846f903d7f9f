# problem: level1/l2_norm_rows
# expect: ok
"""functools.lru_cache on a pure Python helper that maps the row width to launch parameters
(block size, warps): cached per shape, never per tensor."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@functools.lru_cache(maxsize=64)
def launch_params(n_cols: int) -> tuple[int, int]:
    block = min(2048, triton.next_power_of_2(n_cols))
    return block, (8 if block >= 2048 else 4)


@triton.jit
def l2norm_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
        acc += v * v
    tl.store(out_ptr + row, tl.sqrt(tl.sum(acc, axis=0)))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        block, warps = launch_params(cols)
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        l2norm_kernel[(rows,)](x, out, cols, BLOCK=block, num_warps=warps)
        return out
