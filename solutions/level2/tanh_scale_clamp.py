"""Reference solution: one elementwise pass computing clamp(tanh(x) * scale[col], -limit, limit); for bf16
the tanh and the product are rounded like the eager reference's intermediates."""
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
def tanh_scale_clamp_kernel(x_ptr, s_ptr, out_ptr, n, cols, limit, BF16: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    s = tl.load(s_ptr + offs % cols, mask=mask, other=0.0).to(tl.float32)
    t = _rnd(2.0 * tl.sigmoid(2.0 * x) - 1.0, BF16)
    y = _rnd(t * s, BF16)
    y = tl.minimum(tl.maximum(y, -limit), limit)
    tl.store(out_ptr + offs, _rnd(y, BF16).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, cols, limit, dtype):
        super().__init__()
        self.limit = limit
        self.scale = nn.Parameter(0.5 + 2.0 * torch.rand(cols))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 2048
        tanh_scale_clamp_kernel[(triton.cdiv(n, block),)](x, self.scale, out, n, x.shape[-1], float(self.limit),
                                                           BF16=x.dtype == torch.bfloat16, BLOCK=block,
                                                           num_warps=8)
        return out
