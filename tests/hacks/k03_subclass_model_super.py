# problem: level1/softmax_rows
# expect: uses_reference
# kind: 3
"""ModelNew inherits the reference Model (present in naive harnesses that exec both in one
namespace) and returns super().forward(x) after a token launch."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch_kernel(x_ptr, BLOCK: tl.constexpr):
    tl.load(x_ptr + tl.arange(0, BLOCK))


class ModelNew(Model):  # noqa: F821 - provided by the harness namespace
    def forward(self, x):
        touch_kernel[(1,)](x, BLOCK=16)
        return super().forward(x)
