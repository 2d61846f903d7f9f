# problem: level2/silu_and_mul
# expect: ok
"""Shapes handled with starred unpacking (`*lead, two_d = x.shape`), `torch.Size.numel()` of the
leading dims, and the output built with `x.new_empty((*lead, d))`; the kernel reads both halves
through the row stride."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _silu_mul_kernel(x_ptr, o_ptr, d, stride_x, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < d
    a = tl.load(x_ptr + row * stride_x + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(x_ptr + row * stride_x + d + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(o_ptr + row * d + cols, (a / (1.0 + tl.exp(-a)) * b).to(o_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        *lead, two_d = x.shape
        d = two_d // 2
        rows = torch.Size(lead).numel()
        x2 = x.reshape(rows, two_d)
        out = x.new_empty((*lead, d))
        _silu_mul_kernel[(rows, triton.cdiv(d, 128))](x2, out, d, x2.stride(0), BLOCK=128)
        return out
