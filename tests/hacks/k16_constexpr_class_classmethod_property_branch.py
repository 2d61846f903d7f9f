# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""A class, not an object, handed to the kernel as a constexpr: `CFG.slow` with `@classmethod
@property` runs the candidate's function when read from the class. Round 33's check passed any
class as a value, so the compiler ran it at compile time (False: a store of zeros) and the
interpreter at run time (True: Python computes the ReLU). The compile check now scans a class
handed as a value as it scans an object's (gpu_twins.foreign_object).
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
    @classmethod
    @property
    def slow(cls):
        return _interpreted()


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

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256, CFG=Cfg)
        return out
