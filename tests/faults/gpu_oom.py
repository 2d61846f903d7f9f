# problem: level1/softmax_rows
# expect: gpu_oom (gpu) host_oom (cpu)
"""Forward asks for far more device memory than exists."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def noop_kernel(x_ptr):
    pass


class ModelNew(nn.Module):
    def forward(self, x):
        return torch.empty(1 << 42, dtype=torch.uint8, device=x.device)
