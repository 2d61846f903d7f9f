# problem: level1/gelu_exact
# expect: ok
"""Exact GELU through a launcher built by a factory closure that counts its launches with
`nonlocal`; ModelNew keeps the closure and exposes the count as a property."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


def make_launcher(block: int = 2048):
    launches = 0

    def launch(x):
        nonlocal launches
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        launches += 1
        return y

    def count():
        return launches

    return launch, count


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._launch, self._count = make_launcher()

    @property
    def launches(self) -> int:
        return self._count()

    def forward(self, x):
        return self._launch(x)
