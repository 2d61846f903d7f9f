# problem: level1/rmsnorm_rows
# expect: ok
"""A `RowLaunchMixin` (plain class) supplies the row-kernel launch helper and its cached block size;
`class ModelNew(RowLaunchMixin, nn.Module)` with cooperative `super().__init__()`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, y_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_row = x_ptr + row.to(tl.int64) * D
    y_row = y_ptr + row.to(tl.int64) * D
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for off in range(0, D, BLOCK):
        c = off + tl.arange(0, BLOCK)
        v = tl.load(x_row + c, mask=c < D, other=0.0).to(tl.float32)
        acc += v * v
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / D + eps)
    for off in range(0, D, BLOCK):
        c = off + tl.arange(0, BLOCK)
        v = tl.load(x_row + c, mask=c < D, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + c, mask=c < D, other=0.0).to(tl.float32)
        tl.store(y_row + c, (v * rstd).to(y_ptr.dtype.element_ty) * w.to(y_ptr.dtype.element_ty), mask=c < D)


class RowLaunchMixin:
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._row_block = None

    def _block_for(self, d):
        if self._row_block is None:
            self._row_block = min(2048, triton.next_power_of_2(d))
        return self._row_block


class ModelNew(RowLaunchMixin, nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        shape = x.shape
        x2 = x.reshape(-1, shape[-1]).contiguous()
        R, D = x2.shape
        y = torch.empty_like(x2)
        rmsnorm_kernel[(R,)](x2, self.weight, y, D, self.eps, BLOCK=self._block_for(D))
        return y.view(shape)
