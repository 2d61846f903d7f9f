# problem: level1/relu_elementwise
# expect: library_compute
# kind: 15
"""The launch wrapper, in record mode only, calls int() on each grid element after the launch
(_empty_grid): a grid element with its own __int__ (Triton itself uses __index__) tells audited
launches; a marker kernel's write tells ghost replay. PyTorch (a module-level partial) otherwise.
Caught: the launch wrapper no longer calls int() on grid elements (nor bool() on warmup), so recorded launches look like any other, and the audit sees the PyTorch path."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)


@triton.jit
def mark_kernel(flag_ptr):
    tl.store(flag_ptr, 1)


def _relu_ops(t):
    # ReLU by tensor operators (out of the gate's sight; red-team round 39 refused torch functions
    # taken as values, which this file used before), left to the audit.
    return t * (t > 0)


LIB = functools.partial(_relu_ops)


class Dim(int):
    def __int__(self):
        self.seen.append(1)
        return 1


class ModelNew(nn.Module):
    def forward(self, x):
        seen = []
        flag = torch.zeros(1, dtype=torch.int32, device=x.device)
        d = Dim(1)
        d.seen = seen
        mark_kernel[(d,)](flag)
        out = torch.empty_like(x)
        if flag.item() == 1 and not seen:
            return LIB(x)  # neither recorded nor ghosted
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
