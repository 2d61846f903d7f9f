# problem: level1/sum_dim1
# expect: ok
"""A @property that builds a value lazily on first read (self._plan = ... inside the getter)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_dim1_kernel(x_ptr, y_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    pi = tl.program_id(1)
    i = pi * BLOCK_I + tl.arange(0, BLOCK_I)
    acc = tl.zeros((BLOCK_I,), tl.float32)
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        x = tl.load(x_ptr + b * R * I + r[:, None] * I + i[None, :], mask=(r[:, None] < R) & (i[None, :] < I), other=0.0)
        acc += tl.sum(x, axis=0)
    tl.store(y_ptr + b * I + i, acc, mask=i < I)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._blocks = None

    @property
    def blocks(self):
        if self._blocks is None:
            self._blocks = (16, 64)
        return self._blocks

    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        br, bi = self.blocks
        y = torch.empty((B, I), device=x.device, dtype=x.dtype)
        sum_dim1_kernel[(B, triton.cdiv(I, bi))](x, y, R, I, BLOCK_R=br, BLOCK_I=bi)
        return y
