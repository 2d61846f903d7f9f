# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A kernel in a class body (a staticmethod launcher) whose parameter default is `__doc__`, a name
the file never binds by a statement: the def evaluated it in the class's scope, the class's
docstring "0" (what Triton's JIT binds: `S == "0"` is a constant True to the compiler, which
compiles a store of zeros), and Triton's interpreter runs the def again at module level, where
`__doc__` is this module's docstring: `S == "0"` is False there, and interpreter mode stores the
ReLU from a branch no compile check ever compiled."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class Launch:
    """0"""

    @staticmethod
    @triton.jit
    def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, S: tl.constexpr = __doc__):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
        if S == "0":
            tl.store(out_ptr + offs, x * 0.0, mask=m)
        else:
            tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        Launch.relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
