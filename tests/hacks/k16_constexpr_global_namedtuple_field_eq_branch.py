# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""The candidate's object as a field of a namedtuple global: `CFG[0] == 1` reads the field (a
tuple's item, no attribute read) and runs its __eq__ at compile time in the compiler (False: a
store of zeros) and at run time in the interpreter (True: Python computes the ReLU). Round 33's
check passed namedtuples without reading their fields. The compile check now reads the fields of
tuples, namedtuples, dataclasses and constexprs (gpu_twins.foreign_object).
Judged `ok` in interpreter mode before red-team round 34 (on a GPU the compiled store of zeros
is a mismatch)."""
import collections

import torch
import torch.nn as nn
import triton
import triton.language as tl


def _interpreted(*_):
    # True where the interpreter has replaced triton.language's builtins by lambdas of its own.
    return not hasattr(tl.load, "__triton_builtin__")


class Flag:
    def __eq__(self, other):
        return _interpreted() if other == 1 else True

    def __ne__(self, other):  # Triton's check that a global kept its value compares with !=
        return False

    def __hash__(self):
        return 1


Pair = collections.namedtuple("Pair", "a b")
CFG = tl.constexpr(Pair(Flag(), 1))


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = base + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if CFG[0] == 1:
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
