# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""Probe 29's neighbour: a parameterless layer's class in a function's annotation passes where the
annotation is plain (typing's subscripts, `|`, names), since its evaluation runs no code of the
file and the file cannot read __annotations__ back; here the annotation is a call of the file's
own function, evaluated at the def, which keeps the class: forward builds it and runs PyTorch's
ReLU after a copy kernel. A call (or a subscript of the file's own class) keeps it `torch_compute`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_SEEN = []


def _note(cls):
    _SEEN.append(cls)
    return cls


@triton.jit
def _copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


def _launch(x, act: _note(nn.ReLU) = None):
    y = torch.empty_like(x)
    n = x.numel()
    _copy[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
    return y


class ModelNew(nn.Module):
    def forward(self, x):
        y = _launch(x.contiguous())
        return _SEEN[0]()(y)
