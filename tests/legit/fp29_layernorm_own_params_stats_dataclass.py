# problem: level1/layernorm_rows
# expect: ok
"""Row LayerNorm with the reference's parameters created the same way (so the seeded init matches)
and the per-launch settings in a dataclass with fields named `mean`, `sum` and `max` (the largest
block); `torch.finfo(dtype).eps` only bounds the eps given."""
import dataclasses

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mu = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mu, 0.0)
    var = tl.sum(d * d, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=1.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * stride + cols, (d * rstd * w + b).to(y_ptr.dtype.element_ty), mask=mask)


@dataclasses.dataclass(frozen=True)
class LaunchStats:
    mean: bool = True
    sum: int = 0
    max: int = 65536


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = max(float(eps), torch.finfo(torch.float32).eps * 0.0)
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)
        self.stats = LaunchStats()

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        rows, n = x2.shape
        block = triton.next_power_of_2(n)
        assert block <= self.stats.max and self.stats.mean
        y = torch.empty_like(x2)
        _layernorm_kernel[(rows,)](x2, self.weight, self.bias, y, n, x2.stride(0), self.eps, BLOCK=block,
                                   num_warps=16 if block >= 8192 else 4)
        return y.view(x.shape)
