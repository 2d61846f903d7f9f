# problem: level2/add_gelu
# expect: ok
"""An `out=`-style helper: `add_gelu(x, y, out=None)` allocates when no buffer is given; forward
passes a fresh `torch.empty(x.shape, ...)` built from `x.shape` and the dtype."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _add_gelu_kernel(x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    h = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32) + tl.load(y_ptr + offs, mask=m, other=0.0).to(tl.float32)
    u = 0.7978845608028654 * (h + 0.044715 * h * h * h)
    t = 2.0 / (1.0 + tl.exp(-2.0 * u)) - 1.0
    tl.store(o_ptr + offs, (0.5 * h * (1.0 + t)).to(o_ptr.dtype.element_ty), mask=m)


def add_gelu(x: torch.Tensor, y: torch.Tensor, *, out: torch.Tensor | None = None) -> torch.Tensor:
    x, y = x.contiguous(), y.contiguous()
    if out is None:
        out = torch.empty_like(x)
    n = x.numel()
    _add_gelu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
    return out


class ModelNew(nn.Module):
    def forward(self, x, y):
        buf = torch.empty(x.shape, dtype=x.dtype, device=x.device)
        add_gelu(x, y, out=buf)
        return buf
