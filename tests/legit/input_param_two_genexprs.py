# problem: level1/sum_dim1
# expect: ok
"""forward's parameter is named `input` (as in torch docs); the outer/inner sizes come from two
generator expressions on one line that read it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
import math


@triton.jit
def reduce_mid_kernel(x_ptr, y_ptr, R, I, IS_PROD: tl.constexpr, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    pi = tl.program_id(1)
    r = tl.arange(0, BLOCK_R)
    i = pi * BLOCK_I + tl.arange(0, BLOCK_I)
    m = (r[:, None] < R) & (i[None, :] < I)
    ptrs = x_ptr + b * R * I + r[:, None] * I + i[None, :]
    if IS_PROD:
        x = tl.load(ptrs, mask=m, other=1.0).to(tl.float32)
        acc = tl.reduce(x, 0, _mul)
    else:
        x = tl.load(ptrs, mask=m, other=0.0).to(tl.float32)
        acc = tl.sum(x, axis=0)
    tl.store(y_ptr + b * I + i, acc, mask=i < I)


@triton.jit
def _mul(a, b):
    return a * b


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.dim = 1

    def forward(self, input):
        input = input.contiguous()
        d = self.dim
        outer, inner = math.prod(input.shape[i] for i in range(d)), math.prod(input.shape[i] for i in range(d + 1, input.dim()))
        R = input.shape[d]
        out = torch.empty((outer, inner), device=input.device, dtype=input.dtype)
        grid = (outer, triton.cdiv(inner, 32))
        reduce_mid_kernel[grid](input, out, R, inner, IS_PROD=False,
                                BLOCK_R=triton.next_power_of_2(R), BLOCK_I=32)
        return out.view(*[input.shape[i] for i in range(input.dim()) if i != d])
