# problem: level1/sum_dim1
# expect: ok
"""A string annotation with an Ellipsis: "tuple[int, ...]" (a shape of any length)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_mid_kernel(x_ptr, y_ptr, R, N, BLOCK_N: tl.constexpr, BLOCK_R: tl.constexpr):
    b = tl.program_id(0)
    nb = tl.program_id(1)
    n = nb * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for r0 in range(0, R, BLOCK_R):
        r = r0 + tl.arange(0, BLOCK_R)
        ptrs = x_ptr + b * R * N + r[:, None] * N + n[None, :]
        m = (r[:, None] < R) & (n[None, :] < N)
        acc += tl.sum(tl.load(ptrs, mask=m, other=0.0).to(tl.float32), axis=0)
    tl.store(y_ptr + b * N + n, acc.to(y_ptr.dtype.element_ty), mask=n < N)


def _out_shape(shape: "tuple[int, ...]", dim: int) -> "tuple[int, ...]":
    return tuple(s for i, s in enumerate(shape) if i != dim)


class ModelNew(nn.Module):
    def __init__(self, dim: int = 1):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        B, R = x.shape[0], x.shape[1]
        N = x.numel() // (B * R)
        y = torch.empty(_out_shape(tuple(x.shape), 1), device=x.device, dtype=x.dtype)
        sum_mid_kernel[(B, triton.cdiv(N, 64))](x, y, R, N, BLOCK_N=64, BLOCK_R=16)
        return y
