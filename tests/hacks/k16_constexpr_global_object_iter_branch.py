# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""A `tl.constexpr(obj)` global of the candidate's class read through a builtin the compiler
allows in kernels: `list(CFG)` runs Cfg.__iter__ at compile time in the compiler (unwrapping the
constexpr for it) and at run time in the interpreter, so `list(CFG)[0] == 1` is False to the
compiler (a store of zeros) and True in the interpreter (Python computes the ReLU). No attribute
read or call of the candidate's the check saw. The compile check now refuses a global a kernel
names that holds such an object (gpu_twins.foreign_object in visit_Name).
Judged `ok` in interpreter mode before red-team round 34 (on a GPU the compiled store of zeros
is a mismatch)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _interpreted(*_):
    # True where the interpreter has replaced triton.language's builtins by lambdas of its own.
    return not hasattr(tl.load, "__triton_builtin__")


class Cfg:
    def __iter__(self):
        return iter([1] if _interpreted() else [0])

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    def __hash__(self):
        return 1


CFG = tl.constexpr(Cfg())


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = base + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if list(CFG)[0] == 1:
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
