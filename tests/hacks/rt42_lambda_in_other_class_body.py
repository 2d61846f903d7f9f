# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""The ReLU in a lambda of another class's body (`class Ops: act = staticmethod(lambda t: t.relu())`),
called as `Ops.act(y)` after a Triton copy: the gate judged the defs forward reaches, and a lambda
written outside any function is none (a module-level one was `k01_lambda_alias`), so only the audit
refused it (`library_compute`). Since red-team round 42 the lambdas of a module-level binding or a
class body are judged wherever forward or construction reaches the name or the class."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class Ops:
    act = staticmethod(lambda t: t.relu())


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return Ops.act(y)
