# problem: level1/gelu_exact
# expect: ok
"""Launch options kept in a class-attribute dict (`LAUNCH = dict(num_warps=4, num_stages=1)`) and
splatted into the launch with `**self.LAUNCH`; the block size is another class attribute."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    BLOCK = 512
    LAUNCH = dict(num_warps=4, num_stages=1)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _gelu_kernel[(triton.cdiv(n, self.BLOCK),)](x, y, n, BLOCK=self.BLOCK, **self.LAUNCH)
        return y
