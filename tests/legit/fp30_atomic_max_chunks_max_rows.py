# problem: level1/max_rows
# expect: ok
"""Row max split over column chunks: the output starts as `torch.full(..., -inf)` and every program
folds its chunk's max in with `tl.atomic_max` (a split reduction, order-independent)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def chunk_max_kernel(x_ptr, y_ptr, n_cols, stride, CHUNK: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    start = tl.program_id(1) * CHUNK
    best = tl.full([BLOCK], -float("inf"), tl.float32)
    for c0 in range(start, start + CHUNK, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
        best = tl.maximum(best, v.to(tl.float32))
    tl.atomic_max(y_ptr + row, tl.max(best, 0))


class ModelNew(nn.Module):
    CHUNK = 4096

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.full((rows,), float("-inf"), device=x.device, dtype=torch.float32)
        grid = (rows, triton.cdiv(cols, self.CHUNK))
        chunk_max_kernel[grid](x, y, cols, x.stride(0), CHUNK=self.CHUNK, BLOCK=1024)
        return y if x.dtype == torch.float32 else y.to(x.dtype)
