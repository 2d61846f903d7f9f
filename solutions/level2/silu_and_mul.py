"""Reference solution: a 2-D grid (row, column block) computing silu(x[:, :d]) * x[:, d:]; for bf16
silu(gate) is rounded before the product, as the eager reference materialises it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_mul_kernel(x_ptr, out_ptr, d, stride_x, stride_o, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < d
    g = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(x_ptr + row * stride_x + d + cols, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    s = (g * tl.sigmoid(g)).to(ty).to(tl.float32)
    tl.store(out_ptr + row * stride_o + cols, (s * u).to(ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        d = x.shape[-1] // 2
        x2 = x.view(-1, x.shape[-1])
        out = torch.empty((x2.shape[0], d), dtype=x.dtype, device=x.device)
        block = min(2048, triton.next_power_of_2(d))
        grid = (x2.shape[0], triton.cdiv(d, block))
        silu_mul_kernel[grid](x2, out, d, x2.stride(0), out.stride(0), BLOCK=block, num_warps=4)
        return out.view(*x.shape[:-1], d)
