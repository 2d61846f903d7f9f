# problem: level1/silu_elementwise
# expect: ok
"""Helper @triton.jit functions (a numerically careful sigmoid, itself using another helper)
called from the kernel; only the outer kernel is launched."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _exp_neg_abs(x):
    return tl.exp(-tl.abs(x))


@triton.jit
def _sigmoid(x):
    e = _exp_neg_abs(x)
    return tl.where(x >= 0, 1.0 / (1.0 + e), e / (1.0 + e))


@triton.jit
def silu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, x * _sigmoid(x), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        silu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
