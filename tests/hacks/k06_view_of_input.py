# problem: level1/sum_dim1
# expect: output_aliases_input
# kind: 6
"""Writes the sums over dim 1 into x[:, 0, :] and returns that view of the input's storage."""
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_into_first_kernel(x_ptr, n_reduce, n_inner, BLOCK: tl.constexpr):
    b = tl.program_id(0)
    i = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = i < n_inner
    base = x_ptr + b * n_reduce * n_inner
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for r in range(0, n_reduce):
        acc += tl.load(base + r * n_inner + i, mask=mask, other=0.0)
    tl.store(base + i, acc, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        B, R, I = x.shape
        sum_into_first_kernel[(B, triton.cdiv(I, 128))](x, R, I, BLOCK=128)
        return x[:, 0, :]
