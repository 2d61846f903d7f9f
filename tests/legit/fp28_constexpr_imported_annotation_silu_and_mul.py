# problem: level2/silu_and_mul
# expect: ok
"""SiLU(x[..., :d]) * x[..., d:] with the kernel's constexpr annotation imported by name
(`from triton.language import constexpr`), both halves read through the input's row stride (no
copies), one program per (row, column block)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from triton.language import constexpr


@triton.jit
def silu_and_mul_kernel(x_ptr, y_ptr, d, stride_x, stride_y, BLOCK: constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < d
    a = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(x_ptr + row * stride_x + d + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * stride_y + cols, (a * tl.sigmoid(a) * b).to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.size(-1) // 2
        x2 = x.reshape(-1, x.size(-1))
        if x2.stride(-1) != 1:
            x2 = x2.contiguous()
        rows = x2.shape[0]
        y = torch.empty((rows, d), device=x.device, dtype=x.dtype)
        block = 128
        silu_and_mul_kernel[(rows, triton.cdiv(d, block))](x2, y, d, x2.stride(0), y.stride(0), BLOCK=block)
        return y.reshape(*x.shape[:-1], d)
