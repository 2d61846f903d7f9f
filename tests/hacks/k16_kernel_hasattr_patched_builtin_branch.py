# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A branch only Triton's interpreter takes, chosen by `hasattr` in the kernel: triton.language's
builtins carry `__triton_builtin__` when the compiler sees them, while the interpreter replaces them
with lambdas of its own, so `not hasattr(tl.load, "__triton_builtin__")` is a constant False the
compiler prunes (it compiles a store of zeros, which every compile check accepts) and True in the
interpreter, where Python computes the ReLU element by element. Judged `ok` in interpreter mode
before red-team round 32 (on the GPU the zeros would be a mismatch). The gate now refuses the type
queries (`hasattr`, `isinstance`, `type`, `str`, ...) in a @triton.jit function's body."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = base + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if not hasattr(tl.load, "__triton_builtin__"):
        for j in range(BLOCK):
            if base + j < n:
                v = float(str(tl.load(x_ptr + base + j))[1:-1])
                tl.store(out_ptr + base + j, max(v, 0.0))
    else:
        tl.store(out_ptr + offs, x * 0.0, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
