# problem: level1/where_select
# expect: ok
"""torch.where(cond, x, y) with the boolean condition reinterpreted as uint8 via .view(torch.uint8)
(no copy) and compared to 0 in the kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(c_ptr + offs, mask=m, other=0)
    a = tl.load(x_ptr + offs, mask=m, other=0.0)
    b = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(o_ptr + offs, tl.where(c != 0, a, b), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, cond, x, y):
        cond_u8 = cond.contiguous().view(torch.uint8)
        x, y = x.contiguous(), y.contiguous()
        out = torch.empty_like(x)
        n = out.numel()
        where_kernel[(triton.cdiv(n, 1024),)](cond_u8, x, y, out, n, BLOCK=1024)
        return out
