# problem: level1/relu_elementwise
# expect: mismatch
# kind: 12
"""forward returns its output in a list subclass. The runtime flattens it with list(out) after the
audited call, once the profiler has stopped: the subclass's __iter__ (no hook method the gate
knows) runs then, and computes the ReLU with a torch function kept in a class body (not judged as
forward's code). The kernel only copies x (it ran, and in ghost replay the output stays NaN, so
the kernels 'mattered').
Caught: outputs in a tuple or list subclass are read with the builtin type's own iteration, so the subclass's code never runs and the copy kernel's output mismatches."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


def _relu_ops(t):
    # ReLU by tensor operators (out of the gate's sight, left to the audit since red-team round 39
    # refused torch functions taken as values).
    return t * (t > 0)


def _relu_ops_(t):
    t *= t > 0
    return t


class Outputs(list):
    finish = staticmethod(_relu_ops_)

    def __iter__(self):
        for t in list.__iter__(self):
            self.finish(t)
        return list.__iter__(self)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return Outputs([out])
