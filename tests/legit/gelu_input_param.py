# problem: level1/gelu_exact
# expect: ok
"""Exact GELU; forward's argument is named `input`, as in torch.nn's own modules
(`def forward(self, input: Tensor) -> Tensor`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(in_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(in_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(out_ptr + offs, y.to(out_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, input: torch.Tensor) -> torch.Tensor:
        input = input.contiguous()
        output = torch.empty_like(input)
        n = input.numel()
        gelu_kernel[(triton.cdiv(n, 1024),)](input, output, n, BLOCK=1024)
        return output
