# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""A branch chosen by a property of the candidate's object handed to the kernel as a constexpr
(`CFG.slow`): the compiler runs the property at compile time, where triton.language's load is the
builtin, and the interpreter at run time, where it is a lambda of the interpreter's, so the
compiler prunes to a store of zeros and the interpreter computes the ReLU. No call the compile
check saw. Judged `ok` in interpreter mode before red-team round 33. The compile check now refuses
a launch argument, or an object whose attribute a kernel reads, of a class of the candidate's
with Python in it (gpu_twins.foreign_object)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class Cfg:
    @property
    def slow(self):
        return not hasattr(tl.load, "__triton_builtin__")

    def __hash__(self):
        return 1

    def __eq__(self, other):
        return isinstance(other, Cfg)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, CFG: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = base + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if CFG.slow:
        for j in range(BLOCK):
            if base + j < n:
                v = tl.load(x_ptr + base + j)
                tl.store(out_ptr + base + j, max(v, 0.0))
    else:
        tl.store(out_ptr + offs, x * 0.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = Cfg()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256, CFG=self.cfg)
        return out
