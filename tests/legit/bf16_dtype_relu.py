# problem: level1/relu_elementwise@bf16
# expect: ok
"""Dtype-generic: works for the bf16 variant by loading, computing in fp32 and storing back in the
output's element type (out_ptr.dtype.element_ty), with the output allocated from x.dtype."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0).to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty(x.shape, device=x.device, dtype=x.dtype)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
