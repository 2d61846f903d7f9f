# problem: level1/softmax_rows
# expect: illegal_memory_access
"""A kernel that stores far outside any allocation (the offset arrives at run time)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def wild_store(out_ptr, far, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK) + far
    tl.store(out_ptr + offs, tl.zeros([BLOCK], dtype=tl.float32))


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        wild_store[(1,)](out, 1 << 40, BLOCK=128)
        return out
