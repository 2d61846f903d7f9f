# problem: level1/mean_rows
# expect: ok
"""Row means; a module-level dict caches (grid, block, warps) per input shape so forward only
computes the launch parameters once per shape."""
from typing import Dict, Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl

_LAUNCH_CACHE: Dict[Tuple[int, int], Tuple[Tuple[int], int, int]] = {}


def _launch_params(rows: int, cols: int):
    key = (rows, cols)
    hit = _LAUNCH_CACHE.get(key)
    if hit is None:
        block = min(triton.next_power_of_2(cols), 4096)
        warps = 8 if block >= 2048 else 4
        hit = ((rows,), block, warps)
        _LAUNCH_CACHE[key] = hit
    return hit


@triton.jit
def mean_rows_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, (tl.sum(acc, axis=0) / n_cols).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        rows, cols = x2.shape
        grid, block, warps = _launch_params(rows, cols)
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        mean_rows_kernel[grid](x2, out, cols, x2.stride(0), BLOCK=block, num_warps=warps)
        return out.view(x.shape[:-1])
