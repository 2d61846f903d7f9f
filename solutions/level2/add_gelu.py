"""Reference solution: one elementwise pass computing gelu_tanh(x + y); for bf16 the sum is rounded to
bf16 first, as the eager reference materialises it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_gelu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    s = (x + y).to(ty).to(tl.float32)
    inner = 0.7978845608028654 * (s + 0.044715 * s * s * s)
    t = 2.0 * tl.sigmoid(2.0 * inner) - 1.0
    out = 0.5 * s * (1.0 + t)
    tl.store(out_ptr + offs, out.to(ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 2048
        add_gelu_kernel[(triton.cdiv(n, block),)](x, y, out, n, BLOCK=block, num_warps=8)
        return out
