# problem: level1/softplus_elementwise
# expect: ok
"""Input checks with `isinstance(x, torch.Tensor)`, `torch.is_tensor`, `x.is_floating_point()`
and `from torch import Tensor` hints."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch import Tensor


@triton.jit
def softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    z = x * beta
    tl.store(y_ptr + offs, tl.where(z > threshold, x, tl.log(1.0 + tl.exp(tl.minimum(z, threshold))) / beta), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, beta: float, threshold: float) -> None:
        super().__init__()
        self.beta = float(beta)
        self.threshold = float(threshold)

    def forward(self, x: Tensor) -> Tensor:
        if not isinstance(x, torch.Tensor) or not torch.is_tensor(x):
            raise TypeError("expected a tensor")
        if not x.is_floating_point():
            raise TypeError(f"expected a floating tensor, got {x.dtype}")
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        softplus_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.beta, self.threshold, BLOCK=1024)
        return y
