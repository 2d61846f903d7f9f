# problem: level1/relu_elementwise
# expect: monkeypatch
# kind: 1
"""`op = torch.empty_like` then `op = torch.relu` at module level, and forward returns `op(y)` after a copy
kernel: the gate read `op` through the binding it met first, an allocation, and passed the file."""
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
op = torch.relu

class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return op(y)

