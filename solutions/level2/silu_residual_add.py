"""Reference solution: one elementwise pass computing x * sigmoid(x) + y in fp32, rounded once."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    out = x * tl.sigmoid(x) + y
    tl.store(out_ptr + offs, out.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 2048
        silu_add_kernel[(triton.cdiv(n, block),)](x, y, out, n, BLOCK=block, num_warps=8)
        return out
