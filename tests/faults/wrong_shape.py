# problem: level1/softmax_rows
# expect: shape_mismatch
"""Returns the transpose-shaped output."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fill_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], dtype=tl.float32) + 0.5, mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty(x.shape[1], x.shape[0], device=x.device, dtype=x.dtype)
        fill_kernel[(triton.cdiv(out.numel(), 256),)](out, out.numel(), BLOCK=256)
        return out
