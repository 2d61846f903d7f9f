# problem: level1/mean_rows
# expect: ok
"""A non-persistent buffer (`register_buffer(..., persistent=False)`) holding a reciprocal used
by the kernel, `@torch.no_grad()` on forward, a keyword argument with a default in forward, and
`flatten`/`unflatten`-style glue with `math.prod`."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _row_mean_kernel(x_ptr, inv_ptr, y_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * n + c, mask=c < n, other=0.0).to(tl.float32)
    inv = tl.load(inv_ptr)
    tl.store(y_ptr + row, (tl.sum(acc, axis=0) * inv).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("inv_n", torch.zeros(1), persistent=False)
        self._cached_n = -1

    @torch.no_grad()
    def forward(self, x: torch.Tensor, block: int = 64) -> torch.Tensor:
        n = x.shape[-1]
        rows = math.prod(x.shape[:-1])
        if n != self._cached_n:
            self.inv_n.fill_(1.0 / n)
            self._cached_n = n
        x2 = x.contiguous().view(rows, n)
        y = torch.empty(rows, dtype=x.dtype, device=x.device)
        _row_mean_kernel[(rows,)](x2, self.inv_n, y, n, BLOCK=block)
        return y.view(x.shape[:-1])
