# problem: level1/sigmoid_elementwise
# expect: kernel_not_reachable
# kind: 2
"""The kernel is launched once in __init__ on a dummy tensor (so "a kernel ran" in the process);
forward computes the sigmoid with operators."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        probe = torch.zeros(128)
        sigmoid_kernel[(1,)](probe, torch.empty_like(probe), 128, BLOCK=128)

    def forward(self, x):
        return 1.0 / (1.0 + math.e ** (-x))
