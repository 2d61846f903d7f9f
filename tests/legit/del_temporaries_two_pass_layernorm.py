# problem: level1/layernorm_rows
# expect: ok
"""Two kernels (row statistics, then normalise) with the statistics buffers freed by `del` once
used, as memory-conscious code does."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _stats_kernel(x_ptr, mean_ptr, rstd_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, tl.rsqrt(tl.sum(d * d, axis=0) / n_cols + eps))


@triton.jit
def _apply_kernel(x_ptr, mean_ptr, rstd_ptr, w_ptr, b_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    y = (x - tl.load(mean_ptr + row)) * tl.load(rstd_ptr + row)
    y = y * tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32) + tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        block = triton.next_power_of_2(cols)
        mean = torch.empty(rows, dtype=torch.float32, device=x.device)
        rstd = torch.empty_like(mean)
        _stats_kernel[(rows,)](x, mean, rstd, cols, self.eps, BLOCK=block)
        y = torch.empty_like(x)
        _apply_kernel[(rows,)](x, mean, rstd, self.weight, self.bias, y, cols, BLOCK=block)
        del mean, rstd
        return y
