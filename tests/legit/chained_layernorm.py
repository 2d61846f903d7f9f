# problem: level1/layernorm_rows
# expect: ok
"""Two kernels chained in one forward: a statistics kernel writes per-row mean and rstd into
fp32 buffers, a second kernel normalises with the nn.Parameter weight and bias."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_stats_kernel(x_ptr, mean_ptr, rstd_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = x_ptr + row * stride
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        s += tl.load(base + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    mean = tl.sum(s, axis=0) / n_cols
    v = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        d = tl.where(m, tl.load(base + cols, mask=m, other=0.0).to(tl.float32) - mean, 0.0)
        v += d * d
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, 1.0 / tl.sqrt(tl.sum(v, axis=0) / n_cols + eps))


@triton.jit
def normalize_kernel(x_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, out_ptr, n_cols, stride,
                     BLOCK: tl.constexpr):
    row = tl.program_id(0)
    col_block = tl.program_id(1)
    cols = col_block * BLOCK + tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    y = (x - tl.load(mean_ptr + row)) * tl.load(rstd_ptr + row) * w + b
    tl.store(out_ptr + row * stride + cols, y.to(out_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        rows, cols = x2.shape
        mean = torch.empty(rows, device=x.device, dtype=torch.float32)
        rstd = torch.empty(rows, device=x.device, dtype=torch.float32)
        out = torch.empty_like(x2)
        row_stats_kernel[(rows,)](x2, mean, rstd, cols, x2.stride(0), float(self.eps), BLOCK=256)
        normalize_kernel[(rows, triton.cdiv(cols, 256))](x2, self.weight, self.bias, mean, rstd, out,
                                                         cols, x2.stride(0), BLOCK=256)
        return out.view(x.shape)
