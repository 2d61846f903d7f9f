# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""An assignment the interpreter runs and the GPU's compiler drops: the `else` of a
`for ... in tl.static_range(...)` loop. Triton's compiler unrolls such a loop and, for its `else`,
only visits each statement's parts once per iteration (`ast.NodeVisitor.generic_visit`), so an
assignment there evaluates its value and binds nothing, and with zero iterations the `else` is not
visited at all; Python runs the `else` once when the loop ends. Here `y = tl.maximum(x, 0.0)` in
the `else` is the ReLU: the interpreter stores it, the GPU's code stores the zeros `y` started as.
Interpreter mode judged `ok` a kernel whose GPU output is all zeros (a mismatch), and every compile
check passed. Judged `ok` in interpreter mode before red-team round 35 (not run on a GPU). The
gate now refuses a loop's `else` in a kernel (the compiler raises for `range` and `while` loops
and silently mistranslates `static_range`'s)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.zeros([BLOCK], tl.float32)
    for _ in tl.static_range(0):
        pass
    else:
        y = tl.maximum(x, 0.0)
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
