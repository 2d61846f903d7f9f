# problem: level1/relu_elementwise
# expect: monkeypatch
# kind: 1
"""`for op in (torch.relu,): pass` at module level binds `op` once, to torch.relu, with no
assignment the gate's aliases followed: `op(y)` was an unknown function."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

for op in (torch.relu,):
    pass

class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return op(y)

