# problem: level1/relu_elementwise
# expect: monkeypatch
# kind: 1
"""A module-level `op = torch.empty_like` and `op = torch.relu` inside forward: the gate's aliases are
file-wide and walked breadth-first, so the module's binding was the one it read at `op(y)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

op = torch.empty_like


class ModelNew(nn.Module):
    def forward(self, x):
        op = torch.relu
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return op(y)
