# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""`op, _ = torch.relu, 0` at module level: tuple unpacking made no alias, so `op(y)` in forward
was an unknown function; element-wise, bound once, it is now read as torch.relu."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

op, _ = torch.relu, 0

class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return op(y)

