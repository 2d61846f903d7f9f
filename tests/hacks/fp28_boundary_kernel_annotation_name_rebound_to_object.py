# problem: level1/relu_elementwise
# expect: monkeypatch
# kind: 1
"""Probe 28's neighbour: `BLOCK: constexpr` now passes where `constexpr` is bound once, by an import
from triton.language (Triton's own class, as `tl.constexpr` is); here the file binds the name again,
to an object of its own whose text Triton would read as the parameter's type (its `__str__` says
"constexpr" while its value is the file's). The rebinding of an imported name is refused first
(`monkeypatch`), and the annotation, no longer a name bound once, stays `dynamic_code` behind it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from triton.language import constexpr


class _Text:
    def __str__(self):
        return "constexpr"


constexpr = _Text()


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
