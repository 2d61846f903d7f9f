# problem: level2/silu_and_mul
# expect: ok
"""Reads the two halves of the last dimension in place through a row stride and a column offset
(no chunk/copy), writes a fresh (tokens, d) output."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_mul_kernel(x_ptr, out_ptr, d, stride_x, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < d
    a = tl.load(x_ptr + row * stride_x + cols, mask=m, other=0.0).to(tl.float32)
    g = tl.load(x_ptr + row * stride_x + d + cols, mask=m, other=0.0).to(tl.float32)
    y = a / (1.0 + tl.exp(-a)) * g
    tl.store(out_ptr + row * d + cols, y.to(out_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1])
        d = x2.shape[1] // 2
        out = torch.empty(x2.shape[0], d, device=x.device, dtype=x.dtype)
        silu_mul_kernel[(x2.shape[0], triton.cdiv(d, 64))](x2, out, d, x2.stride(0), BLOCK=64)
        return out.view(*x.shape[:-1], d)
