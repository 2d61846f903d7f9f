# problem: level1/rmsnorm_rows
# expect: ok
"""RMSNorm over rows; the block width is derived with `math.isqrt` and `int.bit_length` (a power of
two near sqrt(dim) * 16, clamped), and the kernel loops over the row twice (sum of squares, scale)."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


def block_for(dim: int) -> int:
    guess = math.isqrt(dim) * 16
    return 1 << max(7, min(11, (guess - 1).bit_length()))


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * stride
    sq = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_row + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
        sq += v * v
    inv = 1.0 / tl.sqrt(tl.sum(sq, 0) / n_cols + eps)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        v = tl.load(x_row + cols, mask=m, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
        tl.store(y_ptr + row * stride + cols, (v * inv * w).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        dim = x.shape[-1]
        rows = x.numel() // dim
        y = torch.empty_like(x)
        block = block_for(dim)
        rmsnorm_kernel[(rows,)](x, self.weight, y, dim, dim, self.eps, BLOCK=block,
                                num_warps=4 if block <= 512 else 8)
        return y
