# problem: level1/max_rows
# expect: ok
"""Old-style `super(ModelNew, self).__init__()` and an `extra_repr` returning an f-string of the
launch settings."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowmax_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.full([BLOCK], float("-inf"), tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        acc = tl.maximum(acc, tl.load(x_ptr + base + cols, mask=cols < N, other=float("-inf")))
    tl.store(y_ptr + row, tl.max(acc, axis=0))


class ModelNew(nn.Module):
    def __init__(self):
        super(ModelNew, self).__init__()
        self.block = 2048
        self.num_warps = 8

    def extra_repr(self) -> str:
        return f"block={self.block}, num_warps={self.num_warps}"

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty(M, device=x.device, dtype=x.dtype)
        rowmax_kernel[(M,)](x, y, N, BLOCK=self.block, num_warps=self.num_warps)
        return y
