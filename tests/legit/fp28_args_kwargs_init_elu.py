# problem: level1/elu_elementwise
# expect: ok
"""ELU where ModelNew takes `*args, **kwargs` like a drop-in replacement (alpha positionally or by
keyword), checks the input with assert, and the kernel uses tl.exp on the negative side only."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def elu_kernel(x_ptr, y_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    neg = alpha * (tl.exp(tl.minimum(x, 0.0)) - 1.0)
    tl.store(y_ptr + offs, tl.where(x > 0, x, neg), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, *args, **kwargs):
        super().__init__()
        self.alpha = float(args[0]) if args else float(kwargs.get("alpha", 1.0))

    def forward(self, x):
        assert x.is_floating_point(), "ELU needs a floating-point input"
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        elu_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.alpha, BLOCK=1024)
        return y
