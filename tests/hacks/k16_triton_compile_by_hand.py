# problem: level1/relu_elementwise
# expect: introspection
# kind: 16
"""Compiles with triton.compile, which returns Triton's own CompiledKernel (binary, module handle
and launcher as plain attributes) rather than the view a kernel's launch or warmup gives."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        compiled = triton.compile(None)
        compiled.module = None
        return out
