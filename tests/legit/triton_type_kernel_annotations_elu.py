# problem: level1/elu_elementwise
# expect: ok
"""ELU with kernel parameters annotated by Triton types (n: tl.int32, alpha: tl.float32) and the
pointer as `x_ptr: tl.tensor`; exp via tl.exp."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def elu_kernel(x_ptr: tl.tensor, y_ptr: tl.tensor, n: tl.int32, alpha: tl.float32, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.where(x > 0, x, alpha * (tl.exp(x) - 1.0)), mask=m)


class ModelNew(nn.Module):
    def __init__(self, alpha: float):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        elu_kernel[(triton.cdiv(n, 512),)](x, y, n, self.alpha, BLOCK=512)
        return y
