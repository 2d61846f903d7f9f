# problem: level1/gelu_exact
# expect: ok
"""ModelNew calls its own submodule's `forward` method directly (`self.act.forward(x)`) instead of
through `__call__`, as code that skips hooks does."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))).to(y_ptr.dtype.element_ty), mask=m)


class TritonGELU(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _gelu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = TritonGELU()

    def forward(self, x):
        return self.act.forward(x)
