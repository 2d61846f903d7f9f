# problem: level2/layernorm_residual_add
# expect: ok
"""The kernel comes from `KERNELS.get(x.dtype, _ln_residual_generic)`: a table with a default; the
LayerNorm layer is a weight holder whose weight, bias and eps the kernel reads."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _ln_residual_generic(x_ptr, r_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    h = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32) \
        + tl.load(r_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(h, axis=0) / n_cols
    d = tl.where(m, h - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, (d * tl.rsqrt(var + eps) * w + b).to(y_ptr.dtype.element_ty), mask=m)


KERNELS = {torch.float32: _ln_residual_generic}


class ModelNew(nn.Module):
    def __init__(self, hidden, dtype):
        super().__init__()
        self.norm = nn.LayerNorm(hidden, eps=1e-5)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.25 * torch.randn(hidden))
            self.norm.bias.copy_(0.2 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        x = x.contiguous()
        residual = residual.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        kernel = KERNELS.get(x.dtype, _ln_residual_generic)
        kernel[(rows,)](x, residual, self.norm.weight, self.norm.bias, y, cols, self.norm.eps,
                        BLOCK=triton.next_power_of_2(cols))
        return y
