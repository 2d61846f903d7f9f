# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""A branch only Triton's interpreter takes, chosen by isinstance under a name of the file's own
(`_is = tl.constexpr(isinstance)`, past the gate's rule on the name): the compiler unwraps
constexprs for built-ins, so `_is(x.shape[0], int)` is True when compiling (the store of zeros is
what the GPU compiles) and False in the interpreter, whose shapes hold constexprs, where the other
branch computes the ReLU. Judged `ok` in interpreter mode before red-team round 33. The compile
check now refuses a kernel's call of a built-in type or text query however it is named."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_is = tl.constexpr(isinstance)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = base + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if not _is(x.shape[0], int):
        for j in range(BLOCK):
            if base + j < n:
                v = tl.load(x_ptr + base + j)
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
