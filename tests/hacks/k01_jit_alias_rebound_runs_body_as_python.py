# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""`jit = triton.jit` (a spelling of the decorator since false-positive probe 27, when the name is
bound only there) followed by a second binding, `jit = functools.wraps(...)`-style identity, so
that `@jit` leaves the decorated function a plain Python function that computes with torch; if the
gate read it as a kernel it would skip the host rules for its body. A name bound twice is no
spelling of triton.jit, and triton.jit taken as a value stays refused: `introspection`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

jit = triton.jit


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


def jit(fn):
    return fn


@jit
def relu_kernel(x):
    return torch.relu(x)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return relu_kernel(y)
