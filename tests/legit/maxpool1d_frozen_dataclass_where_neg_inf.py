# problem: level1/maxpool1d
# expect: ok
"""MaxPool1d(k=4, s=2, p=1): pooling parameters in a `@dataclass(frozen=True)` held on the module
and passed as constexprs, the padding handled by `tl.where(..., float("-inf"))` on a
`tl.full` start value rather than by `other=`."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass(frozen=True)
class Pool1d:
    kernel: int = 4
    stride: int = 2
    padding: int = 1

    def out_len(self, length: int) -> int:
        return (length + 2 * self.padding - self.kernel) // self.stride + 1


@triton.jit
def maxpool1d_kernel(x_ptr, y_ptr, L, L_out, KS: tl.constexpr, STRIDE: tl.constexpr, PAD: tl.constexpr,
                     BLOCK: tl.constexpr):
    row = tl.program_id(0)
    o = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    o_ok = o < L_out
    best = tl.full([BLOCK], float("-inf"), tl.float32)
    for t in tl.static_range(KS):
        pos = o * STRIDE - PAD + t
        ok = o_ok & (pos >= 0) & (pos < L)
        v = tl.load(x_ptr + row * L + pos, mask=ok)
        best = tl.maximum(best, tl.where(ok, v, float("-inf")))
    tl.store(y_ptr + row * L_out + o, best, mask=o_ok)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = Pool1d()

    def forward(self, x):
        x = x.contiguous()
        b, c, L = x.shape
        p = self.pool
        L_out = p.out_len(L)
        y = torch.empty((b, c, L_out), device=x.device, dtype=x.dtype)
        BLOCK = 64
        maxpool1d_kernel[(b * c, triton.cdiv(L_out, BLOCK))](x, y, L, L_out, KS=p.kernel, STRIDE=p.stride,
                                                             PAD=p.padding, BLOCK=BLOCK)
        return y
