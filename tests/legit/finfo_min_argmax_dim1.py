# problem: level1/argmax_dim1
# expect: ok
"""Passes `torch.finfo(x.dtype).min` as the masked fill value and keeps a running (max, index)
pair per inner column; output allocated as int64 with `dtype=torch.long`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def argmax_kernel(x_ptr, o_ptr, R, I, fill, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    ci = tl.program_id(1) * BLOCK_I + tl.arange(0, BLOCK_I)
    cm = ci < I
    base = b.to(tl.int64) * R * I
    best = tl.full([BLOCK_I], fill, tl.float32)
    idx = tl.zeros([BLOCK_I], tl.int64)
    for r in range(0, R):
        v = tl.load(x_ptr + base + r * I + ci, mask=cm, other=fill)
        better = v > best
        best = tl.where(better, v, best)
        idx = tl.where(better, r, idx)
    tl.store(o_ptr + b * I + ci, idx, mask=cm)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.empty((B, I), device=x.device, dtype=torch.long)
        fill = torch.finfo(x.dtype).min
        argmax_kernel[(B, triton.cdiv(I, 128))](x, out, R, I, fill, BLOCK_I=128)
        return out
