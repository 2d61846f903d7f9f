# problem: level1/softmax_rows
# expect: crash
"""The process dies from SIGSEGV in forward."""
import os
import signal

import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        os.kill(os.getpid(), signal.SIGSEGV)
