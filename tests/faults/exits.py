# problem: level1/softmax_rows
# expect: exit
"""The process exits in forward instead of returning."""
import os

import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        os._exit(3)
