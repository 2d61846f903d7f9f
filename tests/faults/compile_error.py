# problem: level1/softmax_rows
# expect: compile_error
"""A kernel Triton cannot compile (arange with a non-constexpr bound)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bad_kernel(x_ptr, out_ptr, n):
    offs = tl.arange(0, n)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs))


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        bad_kernel[(1,)](x, out, x.numel())
        return out
