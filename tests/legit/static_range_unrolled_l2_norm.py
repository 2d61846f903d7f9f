# problem: level1/l2_norm_rows
# expect: ok
"""Inner `tl.static_range(UNROLL)` loop unrolling several column blocks per iteration of the
outer runtime loop."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr, UNROLL: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c in range(0, N, BLOCK * UNROLL):
        for u in tl.static_range(UNROLL):
            cols = c + u * BLOCK + tl.arange(0, BLOCK)
            v = tl.load(x_ptr + base + cols, mask=cols < N, other=0.0)
            acc += v * v
    tl.store(y_ptr + row, tl.sqrt(tl.sum(acc, axis=0)))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = x.new_empty(M)
        l2_kernel[(M,)](x, y, N, BLOCK=512, UNROLL=4)
        return y
