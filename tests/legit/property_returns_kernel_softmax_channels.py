# problem: level1/softmax_channels
# expect: ok
"""The kernel is reached through a read-only `@property` (`self.kernel[grid](...)`), and the block
through another property computed from an attribute."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_channels_kernel(x_ptr, y_ptr, C, HW, BLOCK_C: tl.constexpr, BLOCK_P: tl.constexpr):
    b = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    c = tl.arange(0, BLOCK_C)
    m = (c[:, None] < C) & (p[None, :] < HW)
    offs = b * C * HW + c[:, None] * HW + p[None, :]
    x = tl.load(x_ptr + offs, mask=m, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)[None, :]
    e = tl.where(m, tl.exp(x), 0.0)
    tl.store(y_ptr + offs, (e / tl.sum(e, axis=0)[None, :]).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._pixels_per_program = 32

    @property
    def kernel(self):
        return _softmax_channels_kernel

    @property
    def block_p(self) -> int:
        return self._pixels_per_program

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        y = torch.empty_like(x)
        self.kernel[(B, triton.cdiv(H * W, self.block_p))](x, y, C, H * W, BLOCK_C=triton.next_power_of_2(C),
                                                          BLOCK_P=self.block_p)
        return y
