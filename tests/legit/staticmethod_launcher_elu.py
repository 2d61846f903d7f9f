# problem: level1/elu_elementwise
# expect: ok
"""The launch lives in a `@staticmethod _launch(x, alpha)` of ModelNew, called as `self._launch`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def elu_kernel(x_ptr, y_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.where(x > 0, x, alpha * (tl.exp(tl.minimum(x, 0.0)) - 1.0))
    tl.store(y_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, alpha: float):
        super().__init__()
        self.alpha = float(alpha)

    @staticmethod
    def _launch(x: torch.Tensor, alpha: float) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        elu_kernel[(triton.cdiv(n, 1024),)](x, y, n, alpha, BLOCK=1024)
        return y

    def forward(self, x):
        return self._launch(x, self.alpha)
