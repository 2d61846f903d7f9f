# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A class attribute `op = torch.empty_like` and `self.op = torch.relu` in __init__, forward returning
`self.op(y)` after a copy kernel. The gate follows no library function through an attribute (a
class's or self's), so it passes the file whatever the bindings are (open at the gate, like
`self.fallback = torch.softmax` in other hacks); the audit finds relu ran in PyTorch.
Closed in red-team round 39: a torch function that computes, taken as a value other than a name's
single binding (here stored on self, and in a class body), is refused (torch_compute)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

class ModelNew(nn.Module):
    op = torch.empty_like

    def __init__(self):
        super().__init__()
        self.op = torch.relu

    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return self.op(y)
