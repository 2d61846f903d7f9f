# problem: level1/relu_elementwise
# expect: kernel_not_reachable
# kind: 2
"""`K = copy_kernel` at module level, then `K = _Fake()`, whose `__getitem__` hands back a lambda
computing `x * (x > 0)`: forward's `K[grid](x, y, n, BLOCK=1024)` was a launch of a kernel holder to
the gate, which took any module-level name one of whose values mentions a kernel for a holder."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

K = copy_kernel


class _Fake:
    def __getitem__(self, grid):
        return lambda x, y, n, BLOCK: x * (x > 0)


K = _Fake()


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        return K[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
