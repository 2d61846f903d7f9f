# problem: level2/silu_residual_add
# expect: ok
"""Two concatenated sections (kernels, then model), each with its own imports, as completions
often are: `from triton import jit` appears in both."""
import torch
import triton.language as tl
from triton import jit


@jit
def silu_add_kernel(x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(o_ptr + offs, (x / (1.0 + tl.exp(-x)) + y).to(o_ptr.dtype.element_ty), mask=m)


# ---------------------------------------------------------------------------
# Model
# ---------------------------------------------------------------------------
import torch
import torch.nn as nn
import triton
from triton import jit


class ModelNew(nn.Module):
    def forward(self, x, y):
        x, y = x.contiguous(), y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        silu_add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
