# problem: level1/sigmoid_elementwise
# expect: ok
"""Block size exposed as a `@property` with a validating `@block.setter`, set in `__init__`
(`self.block = 1024` goes through the setter, which writes `self._block`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, (1.0 / (1.0 + tl.exp(-x))).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._block = 256
        self.block = 1024

    @property
    def block(self) -> int:
        return self._block

    @block.setter
    def block(self, value: int) -> None:
        if value & (value - 1):
            raise ValueError("block must be a power of two")
        self._block = value

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        sigmoid_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block)
        return y
