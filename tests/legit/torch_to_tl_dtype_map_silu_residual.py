# problem: level2/silu_residual_add
# expect: ok
"""A module dict mapping torch dtypes to Triton dtypes (`_TL_DTYPE[x.dtype]`) passed as an
`OUT_DTYPE: tl.constexpr` the kernel casts to."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_TL_DTYPE = {
    torch.float32: tl.float32,
    torch.float16: tl.float16,
    torch.bfloat16: tl.bfloat16,
}


@triton.jit
def silu_add_kernel(x_ptr, y_ptr, o_ptr, n, OUT_DTYPE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    out = x * tl.sigmoid(x) + y
    tl.store(o_ptr + offs, out.to(OUT_DTYPE), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x, y):
        x, y = x.contiguous(), y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        silu_add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, OUT_DTYPE=_TL_DTYPE[x.dtype], BLOCK=1024)
        return out
