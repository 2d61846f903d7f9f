# problem: level1/where_select
# expect: ok
"""torch.broadcast_tensors (views, like broadcast_to) to support broadcastable cond/x/y, then one
elementwise select kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(c_ptr + offs, mask=m, other=0) != 0
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + offs, tl.where(c, x, y), mask=m)


class ModelNew(nn.Module):
    def forward(self, cond, x, y):
        cond, x, y = torch.broadcast_tensors(cond, x, y)
        cond = cond.contiguous().view(torch.uint8)
        x = x.contiguous()
        y = y.contiguous().to(x.dtype)
        out = torch.empty_like(x)
        n = out.numel()
        where_kernel[(triton.cdiv(n, 1024),)](cond, x, y, out, n, BLOCK=1024)
        return out
