# problem: level1/softmax_rows
# expect: hang_gpu (gpu) hang_host (cpu)
"""A kernel that spins forever on a flag nobody sets."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def spin_kernel(flag_ptr, out_ptr):
    v = tl.load(flag_ptr)
    while v == 0:
        v = tl.load(flag_ptr, volatile=True)
    tl.store(out_ptr, v)


class ModelNew(nn.Module):
    def forward(self, x):
        flag = torch.zeros(1, dtype=torch.int32, device=x.device)
        out = torch.empty_like(x)
        spin_kernel[(1,)](flag, out)
        return out
