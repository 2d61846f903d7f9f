# problem: level1/relu_elementwise
# expect: dynamic_code
# kind: 16
"""The ForwardRef route of k16_forwardref_code_objclass with FunctionType taken as type(helper)
put in a list ([type(helper)][0]): the rule that type may only be called with one argument saw
only type(...) called directly and names bound to it.
Refused: a type(x) used other than compared, as an isinstance argument or key, called with one
argument, or read for its name (here put in a list and called with two)."""
import typing

import torch
import torch.nn as nn
import triton
import triton.language as tl

EXPR = ("(__import__('anvil.runtime.audit', None, None, ['record']),"
        " __import__('anvil.runtime.audit', None, None, ['record'])._LAUNCHES)")


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0), mask=m)


def helper():
    return None


maker = [type(helper)][0]
body = typing.List[EXPR].__args__[0].__forward_code__
spy, state = maker(body, {})()
spy.recorded_events = lambda prof: []


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = torch.relu

    def forward(self, x):
        scratch = torch.empty(16, device=x.device, dtype=x.dtype)
        relu_kernel[(1,)](x, scratch, 16, BLOCK=16)
        if state.mode == "ghost":
            return torch.zeros_like(x)
        return self.act(x)
