# problem: level1/relu_elementwise
# expect: no_kernel_ran
# kind: 3
"""A try/except without `try`: a context manager whose __exit__ returns True swallows the failing
launch, and an operator fallback produces the output."""
import torch.nn as nn
import triton
import triton.language as tl


class _Quiet:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return True


@triton.jit
def relu_kernel(x_ptr, out_ptr, n):
    offs = tl.arange(0, n)  # not constexpr: fails to compile
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs), 0.0))


class ModelNew(nn.Module):
    def forward(self, x):
        done = False
        out = x.new_empty(x.shape)
        with _Quiet():
            relu_kernel[(1,)](x, out, x.numel())
            done = True
        if not done:
            out = x * (x > 0)
        return out
