# problem: level1/where_select
# expect: ok
"""A torch.bool condition tensor passed straight to the kernel (loaded as int1) next to two
float inputs."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    c = tl.load(c_ptr + offs, mask=mask, other=0)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.where(c != 0, x, y), mask=mask)


class ModelNew(nn.Module):
    def forward(self, cond, x, y):
        cond, x, y = cond.contiguous(), x.contiguous(), y.contiguous()
        out = torch.empty_like(x)
        n = out.numel()
        where_kernel[(triton.cdiv(n, 1024),)](cond, x, y, out, n, BLOCK=1024)
        return out
