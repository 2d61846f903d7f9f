# problem: level2/silu_and_mul
# expect: torch_compute
# kind: 1
"""A helper class nested in ModelNew's body launches a copy kernel, then lets F.silu and a
multiplication compute the answer: nested classes are judged like the file's others."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    class Helper:
        def __call__(self, x):
            d = x.shape[-1] // 2
            return F.silu(x[..., :d]) * x[..., d:]

    def __init__(self):
        super().__init__()
        self.h = ModelNew.Helper()

    def forward(self, x):
        y = self.h(x)
        out = torch.empty_like(y)
        copy_kernel[(triton.cdiv(y.numel(), 1024),)](y, out, y.numel(), BLOCK=1024)
        return out
