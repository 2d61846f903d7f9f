# problem: level2/standardize_rows
# expect: ok
"""(x - mean) / std (unbiased) per row; nn.Module.__init__(self) instead of super(); forward reads
self.training only to pick a block size; isinstance check on the input."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def standardize_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n
    x = tl.load(x_ptr + r * n + c, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, 0) / n
    d = tl.where(m, x - mean, 0.0)
    std = tl.sqrt(tl.sum(d * d, 0) / (n - 1))
    tl.store(y_ptr + r * n + c, d / std, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        nn.Module.__init__(self)

    def forward(self, x):
        if not isinstance(x, torch.Tensor):
            raise TypeError("x must be a tensor")
        x = x.contiguous()
        rows, n = x.shape
        block = triton.next_power_of_2(n)
        warps = 4 if not self.training else 8
        y = torch.empty_like(x)
        standardize_kernel[(rows,)](x, y, n, BLOCK=block, num_warps=warps)
        return y
