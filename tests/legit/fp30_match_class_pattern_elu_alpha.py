# problem: level1/elu_elementwise
# expect: ok
"""ELU with alpha from the constructor; forward picks the kernel variant with a `match` statement
whose cases are class patterns (`case float() | int() if ...`) and a literal pattern, then launches."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def elu_kernel(x_ptr, y_ptr, n, alpha, UNIT_ALPHA: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    neg = tl.exp(tl.minimum(x, 0.0)) - 1.0
    if not UNIT_ALPHA:
        neg = neg * alpha
    y = tl.where(x > 0, x, neg)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        match self.alpha:
            case 1.0:
                unit, a = True, 1.0
            case float() | int() if self.alpha > 0:
                unit, a = False, float(self.alpha)
            case _:
                raise ValueError(f"unsupported alpha {self.alpha!r}")
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        elu_kernel[(triton.cdiv(n, BLOCK),)](x, y, n, a, UNIT_ALPHA=unit, BLOCK=BLOCK)
        return y
