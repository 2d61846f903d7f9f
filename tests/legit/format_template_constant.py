# problem: level1/rmsnorm_rows
# expect: ok
"""Error template kept in a module-level constant and filled with .format (plain {} fields)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_DIM_MISMATCH = "RMSNorm expected last dimension {}, got {}"


@triton.jit
def _rmsnorm_fwd(X, W, Y, stride, N, eps, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    ms = tl.sum(x * x, axis=0) / N
    rstd = 1.0 / tl.sqrt(ms + eps)
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    y = x * rstd * w
    tl.store(Y + row * stride + cols, y.to(Y.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.dim = dim
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        if x.shape[-1] != self.dim:
            raise ValueError(_DIM_MISMATCH.format(self.dim, x.shape[-1]))
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = torch.empty_like(x2)
        M, N = x2.shape
        BLOCK_N = triton.next_power_of_2(N)
        _rmsnorm_fwd[(M,)](x2, self.weight, y, x2.stride(0), N, self.eps, BLOCK_N=BLOCK_N)
        return y.view_as(x)
