# problem: level1/sum_dim1
# expect: ok
"""sum over dim 1 of (B, R, I): each program loads a flat run of BR*BI offsets, folds it into a
(BR, BI) tile with `tl.reshape` and sums axis 0, looping over the reduced dimension."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_dim1_kernel(x_ptr, y_ptr, R, I, BR: tl.constexpr, BI: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    i0 = tl.program_id(1) * BI
    flat = tl.arange(0, BR * BI)
    r_in = flat // BI
    i_in = flat % BI
    acc = tl.zeros([BI], dtype=tl.float32)
    for r0 in range(0, R, BR):
        r = r0 + r_in
        i = i0 + i_in
        v = tl.load(x_ptr + b * R * I + r.to(tl.int64) * I + i, mask=(r < R) & (i < I), other=0.0)
        acc += tl.sum(tl.reshape(v.to(tl.float32), (BR, BI)), axis=0)
    cols = i0 + tl.arange(0, BI)
    tl.store(y_ptr + b * I + cols, acc.to(y_ptr.dtype.element_ty), mask=cols < I)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        y = torch.empty((B, I), device=x.device, dtype=x.dtype)
        BR, BI = 16, 64
        sum_dim1_kernel[(B, triton.cdiv(I, BI))](x, y, R, I, BR=BR, BI=BI)
        return y
