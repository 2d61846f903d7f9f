# problem: level1/relu_elementwise
# expect: import_error
# kind: 16
"""A custom_op parameter annotated with a str subclass whose strip() shows the checker a type while
schema inference evaluated the real text (red-team round 21: ok). Only exact str is evaluated."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl

PAYLOAD = """
import sys
a = sys.modules["anvil.runtime.audit"]
r = a.recorded_events
a._RECORDED_EVENTS = lambda prof: [e for e in r(prof) if e[0].startswith("anvil_audit_") or "copy_kernel" in e[0]]
"""


def _relu_ops(t):
    # ReLU by tensor operators (out of the gate's sight, left to the audit since red-team round 39
    # refused torch functions taken as values).
    return t * (t > 0)


def _relu_ops_(t):
    t *= t > 0
    return t


class TypeName(str):
    def strip(self):
        return "torch.Tensor"


XT = TypeName("exec(%r, {}) or torch.Tensor" % PAYLOAD)


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


@torch.library.custom_op("rt21probe::copy", mutates_args=())
def copy_op(x: XT) -> torch.Tensor:
    y = torch.empty_like(x)
    n = x.numel()
    copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
    return y


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return functools.partial(_relu_ops)(y)
