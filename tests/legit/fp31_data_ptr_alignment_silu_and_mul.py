# problem: level2/silu_and_mul
# expect: ok
"""silu(x[:, :d]) * x[:, d:] where the host reads `x.data_ptr()` and the row width to decide whether
the kernel may assume 16-byte aligned rows (`tl.multiple_of` hints behind an ALIGNED constexpr)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_and_mul_kernel(x_ptr, out_ptr, D, BLOCK: tl.constexpr, ALIGNED: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    if ALIGNED:
        cols = tl.max_contiguous(tl.multiple_of(cols, BLOCK), BLOCK)
    mask = cols < D
    a = tl.load(x_ptr + row * 2 * D + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(x_ptr + row * 2 * D + D + cols, mask=mask, other=0.0).to(tl.float32)
    y = a / (1.0 + tl.exp(-a)) * b
    tl.store(out_ptr + row * D + cols, y.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        d = x.shape[-1] // 2
        x2 = x.view(-1, 2 * d)
        out = x.new_empty((*x.shape[:-1], d))
        vec = 16 // x.element_size()
        aligned = x.data_ptr() % 16 == 0 and d % vec == 0 and out.data_ptr() % 16 == 0
        BLOCK = 1024
        silu_and_mul_kernel[(x2.shape[0], triton.cdiv(d, BLOCK))](x2, out, d, BLOCK=BLOCK, ALIGNED=aligned)
        return out
