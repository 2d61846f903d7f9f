# problem: level1/min_dim1
# expect: ok
"""A recursive host helper: each call reduces groups of the middle dimension with one launch and
recurses on the partial minima until one remains."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _min_groups_kernel(x_ptr, y_ptr, R, I, R_out, GROUP: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    g = tl.program_id(1)
    i = tl.program_id(2) * BLOCK_I + tl.arange(0, BLOCK_I)
    r = g * GROUP + tl.arange(0, GROUP)
    m = (r[:, None] < R) & (i[None, :] < I)
    v = tl.load(x_ptr + b * R * I + r[:, None] * I + i[None, :], mask=m, other=float("inf"))
    tl.store(y_ptr + b * R_out * I + g * I + i, tl.min(v, axis=0), mask=i < I)


def _min_dim1(x: torch.Tensor, group: int = 8) -> torch.Tensor:
    B, R, I = x.shape
    if R == 1:
        return x.reshape(B, I)
    r_out = triton.cdiv(R, group)
    y = torch.empty((B, r_out, I), dtype=x.dtype, device=x.device)
    _min_groups_kernel[(B, r_out, triton.cdiv(I, 32))](x, y, R, I, r_out, GROUP=group, BLOCK_I=32)
    return _min_dim1(y, group)


class ModelNew(nn.Module):
    def forward(self, x):
        return _min_dim1(x.contiguous())
