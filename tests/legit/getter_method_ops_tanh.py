# problem: level1/tanh_elementwise
# expect: ok
"""The ops object is created lazily and returned by a getter method: `self._get_ops().tanh(x)`."""
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
        tanh_kernel[(triton.cdiv(n, 2048),)](x, y, n, BLOCK=2048)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._ops = None

    def _get_ops(self):
        if self._ops is None:
            self._ops = TanhOps()
        return self._ops

    def forward(self, x):
        return self._get_ops().tanh(x)
