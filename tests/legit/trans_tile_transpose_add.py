# problem: level2/transpose_add
# expect: ok
"""Loads a tile of x in its own layout and turns it with tl.trans before adding y's tile; the
output is made with y.new_empty and the kernel's sizes are not specialised
(triton.jit(do_not_specialize=...))."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(do_not_specialize=["R", "C"])
def trans_add_kernel(x_ptr, y_ptr, out_ptr, R, C, BR: tl.constexpr, BC: tl.constexpr):
    b = tl.program_id(2)
    r = tl.program_id(0) * BR + tl.arange(0, BR)
    c = tl.program_id(1) * BC + tl.arange(0, BC)
    # x[b] is (C, R): load the (BC, BR) tile as stored, then transpose it in registers.
    xm = (c[:, None] < C) & (r[None, :] < R)
    xt = tl.load(x_ptr + b * C * R + c[:, None] * R + r[None, :], mask=xm, other=0.0)
    m = (r[:, None] < R) & (c[None, :] < C)
    yv = tl.load(y_ptr + b * R * C + r[:, None] * C + c[None, :], mask=m, other=0.0)
    tl.store(out_ptr + b * R * C + r[:, None] * C + c[None, :], tl.trans(xt) + yv, mask=m)


class ModelNew(nn.Module):
    def forward(self, x, y):
        x, y = x.contiguous(), y.contiguous()
        B, R, C = y.shape
        out = y.new_empty((B, R, C))
        trans_add_kernel[(triton.cdiv(R, 32), triton.cdiv(C, 32), B)](x, y, out, R, C, BR=32, BC=32)
        return out
