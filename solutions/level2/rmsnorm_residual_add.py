"""Reference solution: one program per row computes h = x + residual (stored as the second output),
its mean square in fp32 and the weighted RMS-normalised row, in a single read of x and residual."""
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
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, out_ptr, h_ptr, n_cols, stride, eps,
                       BF16: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    h = _rnd(x + r, BF16)
    tl.store(h_ptr + row * stride + cols, h.to(h_ptr.dtype.element_ty), mask=mask)
    ms = tl.sum(h * h, axis=0) / n_cols
    normed = _rnd(h * (1.0 / tl.sqrt(ms + eps)), BF16)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * stride + cols, _rnd(normed * w, BF16).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        hidden = x.shape[-1]
        x2 = x.contiguous().view(-1, hidden)
        r2 = residual.contiguous().view(-1, hidden)
        out = torch.empty_like(x2)
        h = torch.empty_like(x2)
        block = triton.next_power_of_2(hidden)
        warps = 16 if block >= 8192 else (8 if block >= 2048 else 4)
        add_rmsnorm_kernel[(x2.shape[0],)](x2, r2, self.weight, out, h, hidden, x2.stride(0), float(self.eps),
                                           BF16=x.dtype == torch.bfloat16, BLOCK=block, num_warps=warps)
        return out.view(x.shape), h.view(x.shape)
