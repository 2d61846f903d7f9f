# problem: level1/sigmoid_elementwise@bf16
# expect: ok
"""bf16 handled on the host: x.float() feeds an fp32 kernel, the result is cast back with
.to(x.dtype) (the cast rounds to nearest like the reference's bf16 output)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        xf = x.float().contiguous()
        out = torch.empty_like(xf)
        sigmoid_kernel[(triton.cdiv(xf.numel(), 1024),)](xf, out, xf.numel(), BLOCK=1024)
        return out.to(x.dtype)
