# problem: level1/tanh_elementwise
# expect: ok
"""typing_extensions decorators: @final on the class, @override on forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from typing_extensions import final, override


@triton.jit
def tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x >= 0, t, -t).to(y_ptr.dtype.element_ty), mask=m)


@final
class ModelNew(nn.Module):
    @override
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        tanh_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
