# problem: level1/elu_elementwise
# expect: ok
"""Feature check across Triton versions: hasattr(tl, "fma") picks a constexpr flag."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

HAS_FMA = hasattr(tl, "fma")


@triton.jit
def elu_kernel(x_ptr, y_ptr, n, alpha, USE_FMA: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    if USE_FMA:
        neg = tl.fma(alpha, tl.exp(x), -alpha)
    else:
        neg = alpha * (tl.exp(x) - 1.0)
    tl.store(y_ptr + offs, tl.where(x > 0, x, neg).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        elu_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.alpha, USE_FMA=HAS_FMA, BLOCK=1024)
        return y
