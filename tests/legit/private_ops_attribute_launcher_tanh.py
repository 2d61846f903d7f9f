# problem: level1/tanh_elementwise
# expect: ok
"""The module's launcher object lives in a private attribute named `self._ops` (built once in
`__init__`) and forward calls its compute-named `tanh` method. Refused as introspection (`_ops`
is also torch's private operator module) until false-positive probe 26."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    e = tl.exp(-2.0 * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(y_ptr + offs, tl.where(x < 0, -t, t).to(y_ptr.dtype.element_ty), mask=m)


class TanhOps:
    def tanh(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _tanh_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._ops = TanhOps()

    def forward(self, x):
        return self._ops.tanh(x)
