# problem: level1/tanh_elementwise
# expect: ok
"""Forward dispatches through a dict of the module's own bound methods built in `__init__`
(`self._impls = {True: self._tanh_contig, False: self._tanh_strided}`), keyed by contiguity."""
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


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._impls = {True: self._tanh_contig, False: self._tanh_strided}

    def _tanh_contig(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        _tanh_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y

    def _tanh_strided(self, x):
        return self._tanh_contig(x.contiguous())

    def forward(self, x):
        return self._impls[x.is_contiguous()](x)
