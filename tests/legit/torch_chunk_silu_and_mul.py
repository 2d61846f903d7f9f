# problem: level2/silu_and_mul
# expect: ok
"""Splits the input with the function form torch.chunk (views), passes strides to the kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_mul_kernel(a_ptr, b_ptr, out_ptr, n_cols, stride_a, stride_b, stride_o, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < n_cols
    a = tl.load(a_ptr + row * stride_a + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + row * stride_b + cols, mask=m, other=0.0)
    tl.store(out_ptr + row * stride_o + cols, a * tl.sigmoid(a) * b, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        gate, up = torch.chunk(x, 2, dim=-1)
        rows, d = gate.shape
        out = torch.empty((rows, d), device=x.device, dtype=x.dtype)
        grid = (rows, triton.cdiv(d, 128))
        silu_mul_kernel[grid](gate, up, out, d, gate.stride(0), up.stride(0), out.stride(0), BLOCK=128)
        return out
