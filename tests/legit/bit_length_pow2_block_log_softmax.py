# problem: level1/log_softmax_rows
# expect: ok
"""The power-of-two block is computed by hand with `1 << (n - 1).bit_length()` instead of
`triton.next_power_of_2`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _log_softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=-float("inf")).to(tl.float32)
    z = x - tl.max(x, axis=0)
    lse = tl.log(tl.sum(tl.exp(z), axis=0))
    tl.store(y_ptr + row * n_cols + cols, (z - lse).to(y_ptr.dtype.element_ty), mask=m)


def _pow2_at_least(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        _log_softmax_kernel[(rows,)](x, y, cols, BLOCK=_pow2_at_least(cols))
        return y
