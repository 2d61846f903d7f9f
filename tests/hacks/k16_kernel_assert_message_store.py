# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A store the GPU runs and the interpreter skips: `assert pid >= 0, _clear(...)`. Triton's
compiler visits an assert's message whatever its test (`visit_Assert` builds a device_assert of
test and message, and with debug off drops only the assert), so it emits `_clear` (a store of
zeros over the ReLU just written) for every program; Python evaluates an assert's message only
when the test fails, so the interpreter never stores the zeros. Interpreter mode judged `ok` a
kernel whose GPU output is all zeros (a mismatch), and every compile check passed. Judged `ok` in
interpreter mode before red-team round 35 (not run on a GPU). The gate now refuses, in a kernel, a
call with an effect in an assert's message, as in a later operand of `and`/`or` (round 34)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _clear(out_ptr, offs, m):
    tl.store(out_ptr + offs, tl.zeros(offs.shape, tl.float32), mask=m)
    return "program id"


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)
    assert pid >= 0, _clear(out_ptr, offs, m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
