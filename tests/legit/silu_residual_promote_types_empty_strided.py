# problem: level2/silu_residual_add
# expect: ok
"""silu(x) + y, computed in fp32: `*batch, cols = x.shape` with math.prod for the row count,
the output dtype from torch.promote_types and the output from torch.empty_strided."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_residual_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(out_ptr + offs, (x * tl.sigmoid(x) + y).to(out_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x, y):
        *batch, cols = x.shape
        rows = math.prod(batch)
        x = x.contiguous()
        y = y.contiguous()
        out_dtype = torch.promote_types(x.dtype, y.dtype)
        out = torch.empty_strided(x.shape, x.stride(), dtype=out_dtype, device=x.device)
        n = rows * cols
        silu_residual_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
