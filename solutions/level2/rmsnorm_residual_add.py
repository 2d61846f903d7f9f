"""Reference solution: one program per row computes h = x + residual (stored as the second output),
its mean square in fp32 and the weighted RMS-normalised row, in a single read of x and residual."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, out_ptr, h_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    h = (x + r).to(ty).to(tl.float32)
    tl.store(h_ptr + row * stride + cols, h.to(h_ptr.dtype.element_ty), mask=mask)
    ms = tl.sum(h * h, axis=0) / n_cols
    normed = (h * (1.0 / tl.sqrt(ms + eps))).to(ty).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * stride + cols, (normed * w).to(ty), mask=mask)


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
                                           BLOCK=block, num_warps=warps)
        return out.view(x.shape), h.view(x.shape)
