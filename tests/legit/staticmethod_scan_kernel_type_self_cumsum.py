# problem: level1/cumsum_rows
# expect: ok
"""Row cumsum with `tl.associative_scan` and a module-level combine function; the kernel is a
staticmethod of the module, launched as `type(self)._scan[grid]`, chunked with a carried prefix."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _add(a, b):
    return a + b


class ModelNew(nn.Module):
    @staticmethod
    @triton.jit
    def _scan(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
        row = tl.program_id(0).to(tl.int64)
        carry = tl.zeros((), tl.float32)
        for start in tl.range(0, n_cols, BLOCK):
            cols = start + tl.arange(0, BLOCK)
            m = cols < n_cols
            x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
            s = tl.associative_scan(x, 0, _add) + carry
            tl.store(y_ptr + row * n_cols + cols, s.to(y_ptr.dtype.element_ty), mask=m)
            carry += tl.sum(x, 0)

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        type(self)._scan[(rows,)](x, y, cols, BLOCK=min(1024, triton.next_power_of_2(cols)))
        return y
