# problem: level1/layernorm_rows
# expect: ok
"""Parameters created in a `reset_parameters()` method called from __init__ (the nn.Module
convention), drawing with torch.randn exactly as the reference does."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, (d * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.dim = dim
        self.eps = eps
        self.reset_parameters()
        self.to(dtype)

    def reset_parameters(self):
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(self.dim))
        self.bias = nn.Parameter(0.1 * torch.randn(self.dim))

    def forward(self, x):
        shape = x.shape
        x2 = x.reshape(-1, shape[-1]).contiguous()
        y = torch.empty_like(x2)
        layernorm_kernel[(x2.shape[0],)](x2, self.weight, self.bias, y, x2.shape[1], self.eps,
                                         BLOCK=triton.next_power_of_2(x2.shape[1]))
        return y.view(shape)
