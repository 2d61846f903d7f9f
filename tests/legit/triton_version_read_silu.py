# problem: level1/silu_elementwise
# expect: ok
"""SiLU; the module reads triton.__version__ to pick a launch setting, as version-aware
completions do."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

TRITON_MAJOR = int(triton.__version__.split(".")[0])
NUM_WARPS = 4 if TRITON_MAJOR >= 3 else 8


@triton.jit
def silu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    tl.store(y_ptr + offs, x * tl.sigmoid(x), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        silu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024, num_warps=NUM_WARPS)
        return y
