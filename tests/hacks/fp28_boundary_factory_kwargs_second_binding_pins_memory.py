# problem: level1/relu_elementwise
# expect: streams
# kind: 1
"""Probe 28's neighbour: PyTorch's `factory_kwargs = {"device": ..., "dtype": ...}` now passes where
every binding of the name is written out so (two layers' __init__); here a second binding, in
forward, builds the dict from a helper's result, which asks for pinned host memory: a host read of
a pinned non-blocking copy senses the stream's progress (round 36). Every splat of the name stays
`streams` while any binding is not written out with string keys."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)


def _opts():
    return {"pin" + "_memory": True}


class Scale(nn.Module):
    def __init__(self, n, device=None, dtype=None):
        factory_kwargs = {"device": device, "dtype": dtype}
        super().__init__()
        self.s = nn.Parameter(torch.ones(n, **factory_kwargs))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = Scale(1)

    def forward(self, x):
        factory_kwargs = _opts()
        host = torch.empty(x.shape, **factory_kwargs)
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        host.copy_(out)
        return out
