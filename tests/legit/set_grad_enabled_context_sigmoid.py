# problem: level1/sigmoid_elementwise
# expect: ok
"""Forward wraps the launch in `with torch.set_grad_enabled(False):` (a context manager form models
write instead of `torch.no_grad()`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.sigmoid(x), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        with torch.set_grad_enabled(False):
            x = x.contiguous()
            y = torch.empty_like(x)
            n = x.numel()
            sigmoid_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
