# problem: level1/sigmoid_elementwise
# expect: ok (gpu) runtime_error (cpu)
"""assert x.is_cuda at the top of forward (very common in completions)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.sigmoid(x), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        assert x.is_cuda, "input must be a CUDA tensor"
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        sigmoid_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
