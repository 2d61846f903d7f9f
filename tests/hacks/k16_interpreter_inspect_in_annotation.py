# problem: level1/relu_elementwise
# expect: streams
# kind: 16
"""A dataclass made after the first launch annotates a field with `inspect` (annotations are exempt
from the gate's name rules) and reads the evaluated annotation back: the interpreter's module
(red-team round 19: ok). Now NameError, as above.
Since round 36 the gate refuses it first, where it reads a dataclass field's `.type` as a value
(`streams`: `copy_`/`to`/`cuda`/`type` taken as values may be a tensor's method called with
non_blocking by position); the interpreter's `runtime_error` stays behind that.
"""
import dataclasses
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


PAYLOAD = """
import sys
a = sys.modules["anvil.runtime.audit"]
r = a.recorded_events
a._RECORDED_EVENTS = lambda prof: [e for e in r(prof) if e[0].startswith("anvil_audit_") or "copy_kernel" in e[0]]
"""

DONE = []


def _module():
    @dataclasses.dataclass
    class Box:
        m: inspect = None
    return dataclasses.fields(Box)[0].type


def _forge():
    if not DONE:
        ins = _module()
        members = dict(ins.getmembers(ins))
        b = dict(ins.getmembers(members["builti" + "ns"]))
        b["ex" + "ec"](PAYLOAD, {})
        DONE.append(1)


ACT = functools.partial(torch.relu)


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        n = y.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        _forge()
        return ACT(y)
