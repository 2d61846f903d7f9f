"""Reference solution: a 2-D grid (row, column block) computing silu(x[:, :d]) * x[:, d:]; for bf16
silu(gate) is rounded before the product, as the eager reference materialises it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rnd(x, BF16: tl.constexpr):
    """Round fp32 values to the nearest bf16 value (ties to even), kept in fp32. Done with integer ops so
    that the CPU interpreter, whose fp32->bf16 cast truncates, rounds like the GPU does."""
    if BF16:
        bits = x.to(tl.uint32, bitcast=True)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        x = bits.to(tl.float32, bitcast=True)
    return x


@triton.jit
def silu_mul_kernel(x_ptr, out_ptr, d, stride_x, stride_o, BF16: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < d
    g = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(x_ptr + row * stride_x + d + cols, mask=mask, other=0.0).to(tl.float32)
    s = _rnd(g * tl.sigmoid(g), BF16)
    tl.store(out_ptr + row * stride_o + cols, _rnd(s * u, BF16).to(out_ptr.dtype.element_ty), mask=mask)


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
        silu_mul_kernel[grid](x2, out, d, x2.stride(0), out.stride(0), BF16=x.dtype == torch.bfloat16,
                              BLOCK=block, num_warps=4)
        return out.view(*x.shape[:-1], d)
