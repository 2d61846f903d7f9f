# problem: level1/argmax_dim1
# expect: ok
"""argmax over dim 1 of a (B, R, I) tensor with a `@triton.jit(debug=True)` kernel that asserts
its indices stay in range (tl.device_assert), chunked over R with a running (max, index) pair."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(debug=True)
def argmax_dim1_kernel(x_ptr, out_ptr, R, I, BLOCK_R: tl.constexpr, BLOCK_I: tl.constexpr):
    b = tl.program_id(0)
    ci = tl.program_id(1) * BLOCK_I + tl.arange(0, BLOCK_I)
    mi = ci < I
    best = tl.full((BLOCK_I,), float("-inf"), tl.float32)
    best_idx = tl.zeros((BLOCK_I,), tl.int32)
    for r0 in range(0, R, BLOCK_R):
        rr = r0 + tl.arange(0, BLOCK_R)
        m = (rr[:, None] < R) & mi[None, :]
        v = tl.load(x_ptr + b * R * I + rr[:, None] * I + ci[None, :], mask=m, other=float("-inf"))
        cmax, cidx = tl.max(v, axis=0, return_indices=True, return_indices_tie_break_left=True)
        cidx = cidx + r0
        better = cmax > best
        best_idx = tl.where(better, cidx, best_idx)
        best = tl.where(better, cmax, best)
    tl.device_assert((best_idx >= 0) & (best_idx < R), "argmax index out of range")
    tl.store(out_ptr + b * I + ci, best_idx.to(tl.int64), mask=mi)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        B, R, I = x.shape
        out = torch.empty((B, I), device=x.device, dtype=torch.int64)
        BLOCK_I = 64
        argmax_dim1_kernel[(B, triton.cdiv(I, BLOCK_I))](x, out, R, I, BLOCK_R=32, BLOCK_I=BLOCK_I)
        return out
