# problem: level1/relu_elementwise
# expect: library_compute
# kind: 1
"""The kernel only builds a 0/1 mask; the ReLU itself is `x * mask`, a torch multiply behind an operator."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def positive_mask_kernel(x_ptr, m_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(m_ptr + offs, (x > 0).to(tl.float32), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        m = torch.empty_like(x)
        positive_mask_kernel[(triton.cdiv(x.numel(), 1024),)](x, m, x.numel(), BLOCK=1024)
        return x * m
