# problem: level2/silu_residual_add
# expect: ok
"""SiLU(x) + residual; the old-first import fallback (try the pre-3.0 libdevice path, except
ImportError take the current one), as completions that target several Triton versions write; the
kernel itself uses tl.sigmoid (refused as `try_except` before false-positive probe 17)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

try:
    from triton.language.math import libdevice  # Triton 2.x
except ImportError:
    from triton.language.extra.cuda import libdevice  # Triton 3.x


@triton.jit
def silu_residual_kernel(x_ptr, r_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, x * tl.sigmoid(x) + tl.load(r_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def forward(self, x, y_res):
        y = torch.empty_like(x)
        n = x.numel()
        silu_residual_kernel[(triton.cdiv(n, 1024),)](x, y_res, y, n, BLOCK=1024)
        return y
