# problem: level2/rmsnorm_residual_add
# expect: ok
"""getattr(self, "eps", 1e-6) with a literal attribute name; tuple output."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
    r = tl.load(r_ptr + row * n_cols + cols, mask=m, other=0.0)
    h = x + r
    tl.store(h_ptr + row * n_cols + cols, h, mask=m)
    hf = h.to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(hf * hf, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, (hf * rstd).to(h.dtype) * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        eps = getattr(self, "eps", 1e-6)
        x = x.contiguous()
        residual = residual.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        h = torch.empty_like(x)
        add_rmsnorm_kernel[(rows,)](x, residual, self.weight, y, h, cols, eps, BLOCK=triton.next_power_of_2(cols))
        return y, h
