# problem: level1/gelu_exact
# expect: torch_compute
# kind: 1
"""Probe 30's neighbour: a launcher closure made by a factory that __init__ calls is now judged as
forward's code (its launch reaches the kernel). Here the factory defines the launching closure but
hands back a lambda that runs PyTorch's GELU, and forward calls that; the kernel is launched once,
unused, to look busy. Functions and lambdas defined inside construction are judged as forward's, so
the lambda's F.gelu is `torch_compute` (before, the gate passed it once any launch was reachable)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476)), mask=mask)


def make_launcher(block: int = 1024):
    def launch(x):
        y = torch.empty_like(x)
        gelu_kernel[(triton.cdiv(x.numel(), block),)](x, y, x.numel(), BLOCK=block)
        return y

    return (lambda x: F.gelu(x)), launch


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._fast, self._warm = make_launcher()

    def forward(self, x):
        x = x.contiguous()
        self._warm(x[:1])
        return self._fast(x)
