# problem: level1/sigmoid_elementwise
# expect: ok
"""The module's forward is a class-body alias of a launch method (`forward = _launch`), a form
some code uses to share one implementation between names."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (1.0 / (1.0 + tl.exp(-x))).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def _launch(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _sigmoid_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y

    forward = _launch
