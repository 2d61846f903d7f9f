# problem: level1/softplus_elementwise
# expect: ok
"""Forward enters its guards through a `contextlib.ExitStack` (`stack.enter_context(
torch.no_grad())`), as code that adds guards conditionally does."""
import contextlib

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    bx = x * beta
    soft = tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) / beta
    tl.store(y_ptr + offs, tl.where(bx > threshold, x, soft).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, beta=1.0, threshold=20.0):
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    def forward(self, x):
        with contextlib.ExitStack() as stack:
            if not torch.is_grad_enabled() or not x.requires_grad:
                stack.enter_context(torch.no_grad())
            x = x.contiguous()
            y = torch.empty_like(x)
            n = x.numel()
            _softplus_kernel[(triton.cdiv(n, 1024),)](x, y, n, float(self.beta), float(self.threshold), BLOCK=1024)
        return y
