# problem: level1/tanh_elementwise
# expect: ok
"""num_warps / num_stages launch options and module-level constants (block size, warps) used
both in Python and as constexpr arguments; tanh written with exp2."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK_SIZE = 1024
NUM_WARPS = 4
NUM_STAGES = 2
TWO_LOG2E = 2.8853900817779268  # 2 / ln(2)


@triton.jit
def tanh_kernel(x_ptr, out_ptr, n, SCALE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    e = tl.exp2(-SCALE * tl.abs(x))
    t = (1.0 - e) / (1.0 + e)
    tl.store(out_ptr + offs, tl.where(x < 0, -t, t), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        tanh_kernel[(triton.cdiv(n, BLOCK_SIZE),)](x, out, n, SCALE=TWO_LOG2E, BLOCK=BLOCK_SIZE,
                                                   num_warps=NUM_WARPS, num_stages=NUM_STAGES)
        return out
