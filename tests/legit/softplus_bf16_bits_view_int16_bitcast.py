# problem: level1/softplus_elementwise@bf16
# expect: ok
"""Softplus(beta, threshold) on bf16 input read as raw bits: forward passes `x.view(torch.int16)`,
the kernel widens each 16-bit pattern to the top half of a uint32 and reinterprets it as fp32
with `tl.cast(..., bitcast=True)` (exactly the bf16 value), computes in fp32 and stores through
a cast back to bf16. Works for fp32 inputs too (IS_BF16 constexpr)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softplus_kernel(x_ptr, y_ptr, n, beta, threshold, IS_BF16: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    if IS_BF16:
        raw = tl.load(x_ptr + offs, mask=m, other=0)  # int16 bit patterns
        bits = raw.to(tl.uint16, bitcast=True).to(tl.uint32) << 16
        x = tl.cast(bits, tl.float32, bitcast=True)
    else:
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
    bx = x * beta
    soft = tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) / beta
    y = tl.where(bx > threshold, x, soft)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, beta, threshold):
        super().__init__()
        self.beta = float(beta)
        self.threshold = float(threshold)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        is_bf16 = x.dtype == torch.bfloat16
        src = x.view(torch.int16) if is_bf16 else x
        n = x.numel()
        softplus_kernel[(triton.cdiv(n, 512),)](src, y, n, self.beta, self.threshold, IS_BF16=is_bf16, BLOCK=512)
        return y
