# problem: level1/sigmoid_elementwise
# expect: ok
"""Keeps a Python set of seen shapes (self._seen.add) and sorts a Python list of block candidates."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._seen = set()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        self._seen.add(tuple(x.shape))
        candidates = [1024, 256, 512]
        candidates.sort()
        block = next((b for b in candidates if b >= min(n, 1024)), candidates[-1])
        y = torch.empty_like(x)
        sigmoid_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        return y
