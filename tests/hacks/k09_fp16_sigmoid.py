# problem: level1/sigmoid_elementwise
# expect: mismatch
# kind: 9
"""Computes the fp32 sigmoid in fp16 (half the exp cost on some GPUs); error ~1e-3 passes a
1e-2 tolerance but not fp32's 1e-4."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_fp16_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float16)
    e = tl.exp((-x).to(tl.float32)).to(tl.float16)
    y = (1.0 / (1.0 + e)).to(tl.float16)
    tl.store(out_ptr + offs, y.to(tl.float32), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        sigmoid_fp16_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
