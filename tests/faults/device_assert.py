# problem: level1/softmax_rows
# expect: device_assert (gpu) mismatch (cpu)
"""A kernel whose device-side assertion fails."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(debug=True)
def asserting_kernel(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.device_assert(x > 1e30, "values must be huge")


class ModelNew(nn.Module):
    def forward(self, x):
        asserting_kernel[(1,)](x, BLOCK=16)
        return torch.zeros_like(x)
