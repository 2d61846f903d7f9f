# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""Probe 28's neighbour: a kernel parameter's default written as arithmetic, as honest files write
`BLOCK: tl.constexpr = 2 ** 10`, but over a list the file changes after the def: `S: tl.constexpr =
CFG[0] * 1.0`. Triton's JIT binds the value the def evaluated (0.0: zeros on a GPU) and the
interpreter evaluates the default again at the first launch (1.0: the ReLU). The gate now takes
arithmetic on number literals and math's constants as stable, never on a name or subscript."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

CFG = [0.0]


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, S: tl.constexpr = CFG[0] * 1.0):
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
