# problem: level1/prod_dim1
# expect: ok
"""forward(self, input): the output shape is built by a nested comprehension that reads `input`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


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
    def forward(self, input):
        input = input.contiguous()
        B, R, I = input.shape
        out = torch.empty((B, I), device=input.device, dtype=input.dtype)
        reduce_mid_kernel[(B, triton.cdiv(I, 32))](input, out, R, I, IS_PROD=True,
                                                   BLOCK_R=triton.next_power_of_2(R), BLOCK_I=32)
        kept = [[input.shape[d] for d in group] for group in ((0,), (2,))]
        return out.view(kept[0][0], kept[1][0])
