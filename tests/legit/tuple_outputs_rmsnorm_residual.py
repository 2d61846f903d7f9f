# problem: level2/rmsnorm_residual_add
# expect: ok
"""Two outputs returned as a tuple (normalised tensor, updated residual), both written by one
kernel; statistics in fp32."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    h = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0) + tl.load(r_ptr + row * n_cols + cols, mask=m, other=0.0)
    tl.store(h_ptr + row * n_cols + cols, h, mask=m)
    hf = h.to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(hf * hf, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, (hf * rstd).to(y_ptr.dtype.element_ty) * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        x, residual = x.contiguous(), residual.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        h = torch.empty_like(x)
        add_rmsnorm_kernel[(rows,)](x, residual, self.weight, y, h, cols, float(self.eps),
                                    BLOCK=triton.next_power_of_2(cols))
        return y, h
