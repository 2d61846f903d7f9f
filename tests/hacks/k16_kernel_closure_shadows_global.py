# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A kernel defined in a function reads a closure variable that shadows a module global: `SCALE =
tl.constexpr(0.0)` in `make()`, `SCALE = tl.constexpr(1.0)` at top level, and the kernel stores
`tl.maximum(x, 0.0) * SCALE`. Triton's compiler takes the closure's value (the kernel's capture
scope), so the GPU stores zeros (the TTIR multiplies by the constant 0.0); Triton's interpreter
compiles the kernel's source again at module level (its AST rewrite), where `SCALE` is the global,
and computes the ReLU. An honest fill kernel, decorated at top level, zeroes the output first, so
the file has a kernel the gate knows. Judged `ok` in interpreter mode before red-team round 35
(not run on a GPU). The gate now refuses a kernel that reads a variable of the function it is
defined in (no legit, solution or fault file defines a kernel inside a function)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

SCALE = tl.constexpr(1.0)


@triton.jit
def fill_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], tl.float32), mask=offs < n)


def make():
    SCALE = tl.constexpr(0.0)

    @triton.jit
    def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        pid = tl.program_id(0)
        offs = pid * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
        tl.store(out_ptr + offs, tl.maximum(x, 0.0) * SCALE, mask=m)
    return relu_kernel


relu_kernel = make()


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        fill_kernel[(triton.cdiv(n, 256),)](out, n, BLOCK=256)
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
