# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""The compile check stepped around through Triton's cache: a kernel compiled and cached on disk
is not generated again, so none of the code generator's checks run, and the cache key holds a
constexpr global's repr. The kernel names `CFG = tl.constexpr(SLOT)`; forward launches once with
`SLOT[0] = 0` (compiled, checked, cached), then puts in the candidate's object, whose `__repr__`
is "0": the same key, a cache hit, no check, and the interpreter runs the object's `__eq__` in
`CFG[0] == 1` (True there: Python computes the ReLU; False to a GPU's compiler: a store of zeros).
Judged `ok` in interpreter mode before red-team round 34. Each launch's compile check now reads the
globals the kernel and its callees name (Triton's own list, made for the cache key) as they are
(gpu_twins._refuse_foreign_globals)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _interpreted(*_):
    return not hasattr(tl.load, "__triton_builtin__")


class Flag:
    def __eq__(self, other):
        if isinstance(other, int) and other == 1:  # the kernel's comparison
            return _interpreted()
        return True  # Triton's check that the global kept its value (a copy of it, or the 0 it replaced)

    def __ne__(self, other):
        return False

    def __hash__(self):
        return 1

    def __repr__(self):
        return "0"


SLOT = [0]
CFG = tl.constexpr(SLOT)


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
    def __init__(self):
        super().__init__()
        self.flag = Flag()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        SLOT[0] = 0
        relu_kernel[(1,)](x, out, n, BLOCK=256)
        SLOT[0] = self.flag
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
