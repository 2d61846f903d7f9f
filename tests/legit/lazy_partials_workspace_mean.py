# problem: level1/mean_rows
# expect: ok
"""Two-pass row mean: a partial-sums workspace is allocated lazily on the first call
(`self._partials = torch.empty(...)` inside forward, re-made when the shape changes) and reused."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def partial_sum_kernel(x_ptr, part_ptr, D, CHUNK, SPLITS, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    s = tl.program_id(1)
    base = x_ptr + row.to(tl.int64) * D
    start = s * CHUNK
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for off in range(0, CHUNK, BLOCK):
        cols = start + off + tl.arange(0, BLOCK)
        m = (cols < D) & (cols < start + CHUNK)
        acc += tl.load(base + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(part_ptr + row * SPLITS + s, tl.sum(acc, axis=0))


@triton.jit
def finish_mean_kernel(part_ptr, y_ptr, D, SPLITS, SP: tl.constexpr):
    row = tl.program_id(0)
    i = tl.arange(0, SP)
    p = tl.load(part_ptr + row * SPLITS + i, mask=i < SPLITS, other=0.0)
    tl.store(y_ptr + row, (tl.sum(p, axis=0) / D).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    SPLITS = 4

    def __init__(self):
        super().__init__()
        self._partials = None

    def _workspace(self, rows, device):
        if self._partials is None or self._partials.shape[0] != rows or self._partials.device != device:
            self._partials = torch.empty((rows, self.SPLITS), device=device, dtype=torch.float32)
        return self._partials

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        part = self._workspace(B, x.device)
        chunk = triton.cdiv(D, self.SPLITS)
        partial_sum_kernel[(B, self.SPLITS)](x, part, D, chunk, self.SPLITS, BLOCK=1024)
        y = torch.empty((B,), device=x.device, dtype=x.dtype)
        finish_mean_kernel[(B,)](part, y, D, self.SPLITS, SP=triton.next_power_of_2(self.SPLITS))
        return y
