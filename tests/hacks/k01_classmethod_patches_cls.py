# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""module singleton whose class attribute is swapped by an own classmethod (cls.relu = ...)"""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=m), mask=m)


def stage(x):
    out = torch.empty_like(x)
    n = x.numel()
    copy_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
    return out


class Ops:
    def relu(self, x):
        return stage(x)

    @classmethod
    def tune(cls, fn):
        cls.relu = fn
        return cls


_OPS = Ops()
Ops.tune(staticmethod(torch.relu))


class ModelNew(nn.Module):
    def forward(self, x):
        return _OPS.relu(stage(x.contiguous()))
