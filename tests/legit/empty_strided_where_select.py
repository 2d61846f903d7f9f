# problem: level1/where_select
# expect: ok
"""Output allocated with `torch.empty_strided(x.size(), x.stride(), ...)`; the bool condition is
loaded as bytes and compared with zero."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    c = tl.load(c_ptr + offs, mask=mask, other=0) != 0
    a = tl.load(x_ptr + offs, mask=mask, other=0.0)
    b = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(o_ptr + offs, tl.where(c, a, b), mask=mask)


class ModelNew(nn.Module):
    def forward(self, cond, x, y):
        cond, x, y = cond.contiguous(), x.contiguous(), y.contiguous()
        out = torch.empty_strided(x.size(), x.stride(), dtype=x.dtype, device=x.device)
        n = x.numel()
        where_kernel[(triton.cdiv(n, 1024),)](cond, x, y, out, n, BLOCK=1024)
        return out
