# problem: level1/cumsum_rows
# expect: ok
"""The launcher class is nested in ModelNew's body (`class ModelNew: class _Ops: def cumsum...`)
and instantiated as `self.ops = self._Ops()`; forward calls its compute-named `cumsum`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _cumsum_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    v = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + cols, tl.cumsum(v, axis=0), mask=m)


class ModelNew(nn.Module):
    class _Ops:
        def cumsum(self, x):
            x = x.contiguous()
            y = torch.empty_like(x)
            rows, cols = x.shape
            _cumsum_kernel[(rows,)](x, y, cols, BLOCK=triton.next_power_of_2(cols))
            return y

    def __init__(self):
        super().__init__()
        self.ops = self._Ops()

    def forward(self, x):
        return self.ops.cumsum(x)
