# problem: level1/max_rows
# expect: ok
"""Row amax with the block chosen by an lru_cache'd helper from math.log2 / math.ceil, num_warps
from the block with max/min builtins, and a dtype assert with an f-string message."""
import math
from functools import lru_cache

import torch
import torch.nn as nn
import triton
import triton.language as tl


@lru_cache(maxsize=64)
def _block_for(n: int) -> int:
    return max(16, min(4096, 1 << int(math.ceil(math.log2(max(n, 1))))))


@triton.jit
def amax_rows_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.full((BLOCK,), -float("inf"), tl.float32)
    for s in range(0, n_cols, BLOCK):
        c = s + tl.arange(0, BLOCK)
        acc = tl.maximum(acc, tl.load(x_ptr + row * n_cols + c, mask=c < n_cols, other=-float("inf")))
    tl.store(out_ptr + row, tl.max(acc, axis=0))


class ModelNew(nn.Module):
    def forward(self, x):
        assert x.dtype in (torch.float16, torch.bfloat16, torch.float32), f"unsupported dtype {x.dtype}"
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        block = _block_for(cols)
        amax_rows_kernel[(rows,)](x, out, cols, BLOCK=block, num_warps=max(1, min(8, block // 256)))
        return out
