# problem: level1/softplus_elementwise
# expect: ok
"""A fluent builder: `SoftplusOp().with_params(beta, threshold).with_block(512)` (each method
sets an attribute and returns self) stored on the module in `__init__`; forward calls its
compute-named `softplus` method."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit()
def _softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    bx = x * beta
    y = tl.where(bx > threshold, x, tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) / beta)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class SoftplusOp:
    def __init__(self):
        self.beta = 1.0
        self.threshold = 20.0
        self.block = 1024

    def with_params(self, beta, threshold):
        self.beta = float(beta)
        self.threshold = float(threshold)
        return self

    def with_block(self, block):
        self.block = block
        return self

    def softplus(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _softplus_kernel[(triton.cdiv(n, self.block),)](x, y, n, self.beta, self.threshold, BLOCK=self.block)
        return y


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.op = SoftplusOp()
        self.op.with_params(beta, threshold).with_block(512)

    def forward(self, x):
        return self.op.softplus(x)
