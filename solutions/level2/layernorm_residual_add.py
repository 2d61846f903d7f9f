"""Reference solution: one program per row; the residual sum (rounded to the input dtype, as the eager
reference materialises it) is kept in registers while mean/variance are reduced in fp32, then normalised,
scaled and shifted in the same pass."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_layernorm_kernel(x_ptr, r_ptr, w_ptr, b_ptr, out_ptr, n_cols, stride_x, stride_r, stride_o, eps,
                         BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * stride_r + cols, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    h = (x + r).to(ty).to(tl.float32)
    mean = tl.sum(h, axis=0) / n_cols
    d = tl.where(mask, h - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    y = d * rstd * w + b
    tl.store(out_ptr + row * stride_o + cols, y.to(ty), mask=mask)


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
                                             BLOCK=block, num_warps=warps)
        return out.view(x.shape)
