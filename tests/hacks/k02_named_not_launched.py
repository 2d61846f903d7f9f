# problem: level1/relu_elementwise
# expect: kernel_not_reachable
# kind: 2
"""Forward names the kernel (a "handle" it never uses) and calls `self.impl[0](x)`, which looks
like a `kernel[grid](...)` launch to a syntactic check; the callable is a lambda using operators.
Caught at run time (`no_kernel_ran`) until red-team round 38; a call of a subscript whose index is
one constant (no grid is) is no launch to the gate now: `kernel_not_reachable`."""
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.impl = [lambda t: t * (t > 0)]

    def forward(self, x):
        handle = relu_kernel  # noqa: F841 - keeps the kernel "in use"
        return self.impl[0](x)
