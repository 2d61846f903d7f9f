# problem: level1/tanh_elementwise
# expect: torch_compute
# kind: 1
"""`self._get_ops().tanh(x)` (admitted since false-positive probe 27 for a getter whose every return
is a holder of the file's objects) where the base's getter returns `self._ops`, a TanhOps, but
ModelNew overrides the getter to return `torch.Tensor`: forward, defined in the base, runs
Tensor.tanh(x). Every
definition of the getter in the class's family must return such a holder: `torch_compute`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    e = tl.exp(2.0 * tl.minimum(tl.maximum(x, -15.0), 15.0))
    tl.store(y_ptr + offs, (e - 1.0) / (e + 1.0), mask=mask)


class TanhOps:
    def tanh(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        tanh_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y


class Base(nn.Module):
    def __init__(self):
        super().__init__()
        self._ops = TanhOps()

    def _get_ops(self):
        return self._ops

    def forward(self, x):
        return self._get_ops().tanh(x)


class ModelNew(Base):
    def _get_ops(self):
        return torch.Tensor
