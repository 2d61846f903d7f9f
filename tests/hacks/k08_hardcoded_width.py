# problem: level1/layernorm_rows
# expect: nan_inf
# kind: 8
"""The row width is a module constant read off the problem file (8192 on the GPU, 256 in
interpreter mode), not taken from the input: right only at the main shape."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

DIM_GPU = 8192
DIM_CPU = 256


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, eps, DIM: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, DIM)
    x = tl.load(x_ptr + row * DIM + cols)
    mean = tl.sum(x, axis=0) / DIM
    d = x - mean
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / DIM + eps)
    y = d * rstd * tl.load(w_ptr + cols) + tl.load(b_ptr + cols)
    tl.store(out_ptr + row * DIM + cols, y)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        out = torch.empty_like(x)
        dim = DIM_GPU if x.is_cuda else DIM_CPU
        rows = x.numel() // dim
        layernorm_kernel[(rows,)](x, self.weight, self.bias, out, float(self.eps), DIM=dim)
        return out
