# problem: level2/silu_and_mul
# expect: ok
"""SiLU(x[:, :d]) * x[:, d:] with a `with torch.cuda.device_of(x):` guard around the launch, the
row stride passed as x.stride(0), and tl.sigmoid (refused as `streams` before false-positive
probe 17, while `torch.cuda.device` passed)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_and_mul_kernel(x_ptr, out_ptr, stride_x, stride_out, d, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    col_block = tl.program_id(1)
    cols = col_block * BLOCK + tl.arange(0, BLOCK)
    m = cols < d
    a = tl.load(x_ptr + row * stride_x + cols, mask=m, other=0.0).to(tl.float32)
    g = tl.load(x_ptr + row * stride_x + d + cols, mask=m, other=0.0).to(tl.float32)
    out = a * tl.sigmoid(a) * g
    tl.store(out_ptr + row * stride_out + cols, out.to(out_ptr.dtype.element_ty), mask=m)


def silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    x2 = x.reshape(-1, x.shape[-1])
    if x2.stride(-1) != 1:
        x2 = x2.contiguous()
    out = torch.empty((x2.shape[0], d), dtype=x.dtype, device=x.device)
    BLOCK = 128
    grid = (x2.shape[0], triton.cdiv(d, BLOCK))
    with torch.cuda.device_of(x):
        silu_and_mul_kernel[grid](x2, out, x2.stride(0), out.stride(0), d, BLOCK=BLOCK)
    return out.view(*x.shape[:-1], d)


class ModelNew(nn.Module):
    def forward(self, x):
        return silu_and_mul(x)
