# problem: level1/relu_elementwise
# expect: ok
"""A plan built in forward and refined by two helpers, one calling the other
(plan(p, n) -> _grid(p, n)), keyword arguments included."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class Plan:
    pass


def _grid(p, n):
    p.grid = (triton.cdiv(n, p.block),)


def plan(p, n):
    p.block = 2048 if n > 1 << 20 else 1024
    _grid(p=p, n=n)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        p = Plan()
        plan(p, n)
        relu_kernel[p.grid](x, y, n, BLOCK=p.block)
        return y
