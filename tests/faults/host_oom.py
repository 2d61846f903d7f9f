# problem: level1/softmax_rows
# expect: host_oom
"""Forward fills host memory until something stops it."""
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        hoard = []
        while True:
            hoard.append(bytearray(64 << 20))
