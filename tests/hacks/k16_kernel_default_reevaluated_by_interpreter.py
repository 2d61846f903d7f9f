# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A kernel parameter's default read from a list the file changes after the def: `S: tl.constexpr =
CFG[0]` with `CFG = [0.0]` before the def and `CFG[0] = 1.0` after it, and the kernel stores
`tl.maximum(x, 0.0) * S`. On a GPU, Triton's JIT binds the default the def evaluated (0.0, kept in
the function's signature), so the kernel stores zeros; Triton's interpreter compiles the kernel's
source again at its first launch (its AST rewrite), which evaluates the default again, now 1.0,
and computes the ReLU. Judged `ok` in interpreter mode before red-team round 35 (not run on a
GPU); rebinding a module name the default reads (`SCALE = 0.0` ... `SCALE = 1.0`) did the same.
The gate now takes as a kernel's parameter default only a literal, a library attribute
(tl.float32) or a name the file binds once."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

CFG = [0.0]


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, S: tl.constexpr = CFG[0]):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0) * S, mask=m)


CFG[0] = 1.0


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
