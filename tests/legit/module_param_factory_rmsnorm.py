# problem: level1/rmsnorm_rows
# expect: ok
"""A module-level helper `_init_weight(dim)` builds the parameter (torch.randn, as the reference
does); __init__ calls it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _init_weight(dim: int) -> nn.Parameter:
    return nn.Parameter(1.0 + 0.2 * torch.randn(dim))


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, (x * rstd * w).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = _init_weight(dim)
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        rmsnorm_kernel[(rows,)](x, self.weight, y, cols, self.eps, BLOCK=triton.next_power_of_2(cols))
        return y
