# problem: level1/tanh_elementwise
# expect: ok
"""forward decorated with `@torch.compiler.disable` (keeps torch.compile from tracing into the
launch), tanh from `tl.exp` of the negative magnitude."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x < 0, -t, t).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    @torch.compiler.disable
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _tanh_kernel[(triton.cdiv(n, 512),)](x, y, n, BLOCK=512)
        return y
