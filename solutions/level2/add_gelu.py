"""Reference solution: one elementwise pass computing gelu_tanh(x + y); for bf16 the sum is rounded to
bf16 first, as the eager reference materialises it."""
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
def add_gelu_kernel(x_ptr, y_ptr, out_ptr, n, BF16: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    s = _rnd(x + y, BF16)
    inner = 0.7978845608028654 * (s + 0.044715 * s * s * s)
    t = 2.0 * tl.sigmoid(2.0 * inner) - 1.0
    out = 0.5 * s * (1.0 + t)
    tl.store(out_ptr + offs, _rnd(out, BF16).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 2048
        add_gelu_kernel[(triton.cdiv(n, block),)](x, y, out, n, BF16=x.dtype == torch.bfloat16, BLOCK=block,
                                                   num_warps=8)
        return out
