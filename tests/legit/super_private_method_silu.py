# problem: level1/silu_elementwise
# expect: ok
"""A base class with a private `_launch`; ModelNew overrides it and delegates to the base with
`super()._launch(...)`, a common template-method pattern."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = x / (1.0 + tl.exp(-x))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class _ElementwiseBase(nn.Module):
    BLOCK = 1024

    def _launch(self, kernel, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        kernel[(triton.cdiv(n, self.BLOCK),)](x, y, n, BLOCK=self.BLOCK)
        return y


class ModelNew(_ElementwiseBase):
    BLOCK = 2048

    def __init__(self):
        super().__init__()

    def _launch(self, kernel, x):
        if x.numel() == 0:
            return torch.empty_like(x)
        return super()._launch(kernel, x)

    def forward(self, x):
        return self._launch(silu_kernel, x)
