# problem: level1/sum_dim1
# expect: ok
"""A `match` statement on `x.ndim` with a guard and a wildcard that raises; the 3-D case views the
input as (batch, reduce, inner) and launches one program per (batch, inner tile)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sum_dim1_kernel(x_ptr, y_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    i = tl.program_id(1) * BLOCK_I + tl.arange(0, BLOCK_I)
    acc = tl.zeros([BLOCK_I], tl.float32)
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        m = (r[:, None] < R) & (i[None, :] < I)
        v = tl.load(x_ptr + b * R * I + r[:, None] * I + i[None, :], mask=m, other=0.0)
        acc += tl.sum(v.to(tl.float32), axis=0)
    tl.store(y_ptr + b * I + i, acc.to(y_ptr.dtype.element_ty), mask=i < I)


class ModelNew(nn.Module):
    def forward(self, x):
        match x.ndim:
            case 3 if x.is_contiguous():
                B, R, I = x.shape
            case 3:
                x = x.contiguous()
                B, R, I = x.shape
            case _:
                raise ValueError(f"expected a 3-D input, got {x.ndim} dims")
        y = torch.empty((B, I), dtype=x.dtype, device=x.device)
        _sum_dim1_kernel[(B, triton.cdiv(I, 32))](x, y, R, I, BLOCK_R=32, BLOCK_I=32)
        return y
