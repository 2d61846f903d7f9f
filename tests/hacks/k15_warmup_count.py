# problem: level1/softmax_rows
# expect: mismatch
# kind: 15
"""Counts calls in a module-level counter: the first five (a typical number of correctness
trials) are computed properly, later ones (warm-up and timing) only process every other row."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_CALLS = [0]


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, row_step, BLOCK: tl.constexpr):
    row = tl.program_id(0) * row_step
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        _CALLS[0] += 1
        step = 1 if _CALLS[0] <= 5 else 2
        out = torch.zeros_like(x)
        rows = triton.cdiv(x.shape[0], step)
        softmax_kernel[(rows,)](x, out, x.shape[1], step, BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
