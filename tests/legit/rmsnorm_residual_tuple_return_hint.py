# problem: level2/rmsnorm_residual_add
# expect: ok
"""Two outputs (normed, residual sum) written by one kernel and returned as a tuple with a
`Tuple[torch.Tensor, torch.Tensor]` hint; the weight re-initialised with `nn.init` calls in the
reference's RNG order (`nn.init.ones_` then an in-place normal add under `torch.no_grad`)."""
from typing import Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    c = tl.arange(0, BLOCK)
    m = c < n
    h = tl.load(x_ptr + row * n + c, mask=m, other=0.0) + tl.load(r_ptr + row * n + c, mask=m, other=0.0)
    tl.store(h_ptr + row * n + c, h, mask=m)
    hf = h.to(tl.float32)
    rstd = tl.rsqrt(tl.sum(hf * hf, axis=0) / n + eps)
    normed = (hf * rstd).to(h_ptr.dtype.element_ty)
    w = tl.load(w_ptr + c, mask=m, other=0.0)
    tl.store(y_ptr + row * n + c, normed * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden: int, eps: float, dtype: torch.dtype) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.empty(hidden))
        nn.init.ones_(self.weight)
        with torch.no_grad():
            self.weight.add_(0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        x, residual = x.contiguous(), residual.contiguous()
        n = x.shape[-1]
        rows = x.numel() // n
        y = torch.empty_like(x)
        h = torch.empty_like(x)
        _add_rmsnorm_kernel[(rows,)](x, residual, self.weight, y, h, n, self.eps, BLOCK=triton.next_power_of_2(n))
        return y, h
