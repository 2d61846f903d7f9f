# problem: level2/silu_and_mul
# expect: ok
"""Calls `nn.Module.__init__(self)` directly instead of `super().__init__()`; the kernel reads
both halves of each row with one row stride."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_mul_kernel(x_ptr, o_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < D
    base = row.to(tl.int64) * 2 * D
    a = tl.load(x_ptr + base + cols, mask=mask, other=0.0)
    b = tl.load(x_ptr + base + D + cols, mask=mask, other=0.0)
    tl.store(o_ptr + row.to(tl.int64) * D + cols, a * tl.sigmoid(a) * b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        nn.Module.__init__(self)

    def forward(self, x):
        x = x.contiguous()
        T, D2 = x.shape
        D = D2 // 2
        out = torch.empty((T, D), device=x.device, dtype=x.dtype)
        silu_mul_kernel[(T, triton.cdiv(D, 1024))](x, out, D, BLOCK=1024)
        return out
