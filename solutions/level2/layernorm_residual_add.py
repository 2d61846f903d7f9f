"""Reference solution: one program per row; the residual sum (rounded to the input dtype, as the eager
reference materialises it) is kept in registers while mean/variance are reduced in fp32, then normalised,
scaled and shifted in the same pass."""
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
def add_layernorm_kernel(x_ptr, r_ptr, w_ptr, b_ptr, out_ptr, n_cols, stride_x, stride_r, stride_o, eps,
                         BF16: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * stride_r + cols, mask=mask, other=0.0).to(tl.float32)
    h = _rnd(x + r, BF16)
    mean = tl.sum(h, axis=0) / n_cols
    d = tl.where(mask, h - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    y = d * rstd * w + b
    tl.store(out_ptr + row * stride_o + cols, _rnd(y, BF16).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, hidden, dtype):
        super().__init__()
        self.norm = nn.LayerNorm(hidden, eps=1e-5)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.25 * torch.randn(hidden))
            self.norm.bias.copy_(0.2 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        hidden = x.shape[-1]
        x2 = x.contiguous().view(-1, hidden)
        r2 = residual.contiguous().view(-1, hidden)
        out = torch.empty_like(x2)
        block = triton.next_power_of_2(hidden)
        warps = 16 if block >= 8192 else (8 if block >= 2048 else 4)
        add_layernorm_kernel[(x2.shape[0],)](x2, r2, self.norm.weight, self.norm.bias, out, hidden,
                                             x2.stride(0), r2.stride(0), out.stride(0), self.norm.eps,
                                             BF16=x.dtype == torch.bfloat16, BLOCK=block, num_warps=warps)
        return out.view(x.shape)
