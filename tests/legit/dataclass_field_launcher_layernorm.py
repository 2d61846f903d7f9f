# problem: level1/layernorm_rows
# expect: ok
"""A frozen `@dataclass` holds the file's launcher in a field typed with its class; forward calls
`self.kernels.norm.layer_norm(x, w, b, eps)` through the field."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _ln_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    c = tl.arange(0, BLOCK)
    m = c < n
    x = tl.load(x_ptr + row * n + c, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + c, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + c, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n + c, (d * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)


class LayerNormLauncher:
    def layer_norm(self, x: torch.Tensor, w: torch.Tensor, b: torch.Tensor, eps: float) -> torch.Tensor:
        n = x.shape[-1]
        x2 = x.reshape(-1, n).contiguous()
        y = torch.empty_like(x2)
        _ln_kernel[(x2.shape[0],)](x2, w, b, y, n, eps, BLOCK=triton.next_power_of_2(n))
        return y.view_as(x)


@dataclass(frozen=True)
class Kernels:
    norm: LayerNormLauncher


class ModelNew(nn.Module):
    def __init__(self, dim: int, eps: float, dtype: torch.dtype) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)
        self.kernels = Kernels(norm=LayerNormLauncher())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.kernels.norm.layer_norm(x, self.weight, self.bias, self.eps)
