"""Reference solution: flat elementwise select; the bool condition is read as bytes."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    c = tl.load(c_ptr + offs, mask=mask, other=0)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.where(c != 0, x, y), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, cond, x, y):
        cond = cond.contiguous().view(torch.uint8)
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        where_kernel[(triton.cdiv(n, 4096),)](cond, x, y, out, n, BLOCK=4096, num_warps=8)
        return out
