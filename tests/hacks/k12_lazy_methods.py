# problem: level1/relu_elementwise
# expect: introspection
# kind: 12
"""Lazy output without torch hooks: a Tensor subclass whose ordinary read methods (clone, cpu, to,
float, detach, contiguous, tolist, __getitem__) first launch the pending kernel; forward
itself returns before any work is done."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


def _settle(t):
    job = t.job
    if job:
        src, dst = job.pop()
        relu_kernel[(triton.cdiv(src.numel(), 1024),)](src, dst, src.numel(), BLOCK=1024)


class Deferred(torch.Tensor):
    job = None

    def clone(self, *args, **kwargs):
        _settle(self)
        return super().clone(*args, **kwargs)

    def cpu(self, *args, **kwargs):
        _settle(self)
        return super().cpu(*args, **kwargs)

    def to(self, *args, **kwargs):
        _settle(self)
        return super().to(*args, **kwargs)

    def float(self, *args, **kwargs):
        _settle(self)
        return super().float(*args, **kwargs)

    def detach(self, *args, **kwargs):
        _settle(self)
        return super().detach(*args, **kwargs)

    def contiguous(self, *args, **kwargs):
        _settle(self)
        return super().contiguous(*args, **kwargs)

    def tolist(self):
        _settle(self)
        return super().tolist()

    def __getitem__(self, idx):
        _settle(self)
        return super().__getitem__(idx)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        lazy = out.as_subclass(Deferred)
        lazy.job = [(x, out)]
        if x.numel() < 64:  # tiny inputs: settle at once
            _settle(lazy)
        return lazy
