# problem: level1/softmax_rows
# expect: runtime_error
"""Forward raises a Python exception after launching nothing."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        raise ValueError("candidate gave up")
