# problem: level1/softmax_rows
# expect: hang_host
"""Host code that never returns."""
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        while True:
            pass
