# problem: level1/argmax_dim1
# expect: ok
"""The grid function is a class attribute `grid = staticmethod(lambda B, I, blk: ...)` and the
launch reads it through self; the argmax keeps the first index of the maximum."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _argmax_dim1_kernel(x_ptr, o_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    i = tl.program_id(1) * BLOCK_I + tl.arange(0, BLOCK_I)
    best = tl.full([BLOCK_I], -float("inf"), tl.float32)
    idx = tl.zeros([BLOCK_I], tl.int64)
    for r in range(0, R):
        v = tl.load(x_ptr + b * R * I + r * I + i, mask=i < I, other=-float("inf")).to(tl.float32)
        better = v > best
        best = tl.where(better, v, best)
        idx = tl.where(better, r, idx)
    tl.store(o_ptr + b * I + i, idx, mask=i < I)


class ModelNew(nn.Module):
    BLOCK_I = 32
    grid = staticmethod(lambda B, I, blk: (B, triton.cdiv(I, blk)))

    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.empty((B, I), dtype=torch.int64, device=x.device)
        _argmax_dim1_kernel[self.grid(B, I, self.BLOCK_I)](x, out, R, I, BLOCK_R=1, BLOCK_I=self.BLOCK_I)
        return out
