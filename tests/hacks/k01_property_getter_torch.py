# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A property of ModelNew, read as self.result (an attribute load, never a call), computes with
torch.relu on what a copy kernel staged: the getter runs when forward reads it, so it is judged
as forward's."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    @property
    def result(self):
        return torch.relu(self.staged)

    def forward(self, x):
        x = x.contiguous()
        tmp = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, tmp, n, BLOCK=1024)
        self.staged = tmp
        return self.result
