# problem: level1/sum_dim1
# expect: library_compute
# kind: 1
"""A kernel zero-fills the output, then Python's builtin sum() adds the slices with torch adds."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def zero_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], dtype=tl.float32), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty(x.shape[0], x.shape[2], device=x.device, dtype=x.dtype)
        zero_kernel[(triton.cdiv(out.numel(), 1024),)](out, out.numel(), BLOCK=1024)
        return sum((s.squeeze(1) for s in x.split(1, dim=1)), out)
