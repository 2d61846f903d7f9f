# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""Round 33's `CFG.slow` property with its getter wrapped: `slow = property(functools.partial(f))`.
Round 33's class scan read a property's getter only when it was a plain function, so the object
passed, and the compiler ran f at compile time (False: a store of zeros) and the interpreter at
run time (True: Python computes the ReLU). The compile check now reads through partials,
partialmethods, cached_property and other wrappers in a class (gpu_twins._foreign_attribute).
Judged `ok` in interpreter mode before red-team round 34 (on a GPU the compiled store of zeros
is a mismatch)."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


def _interpreted(*_):
    # True where the interpreter has replaced triton.language's builtins by lambdas of its own.
    return not hasattr(tl.load, "__triton_builtin__")


class Cfg:
    slow = property(functools.partial(_interpreted))


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
