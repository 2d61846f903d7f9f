# problem: level1/softmax_rows
# expect: no_kernel_ran
# kind: 14
"""Computes once per input shape and replays that result for every later call of the same shape.
A replayed call launches no kernel at all, which the audited second call sees first."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.by_shape = {}

    def forward(self, x):
        shape = tuple(x.shape)
        if shape not in self.by_shape:
            out = torch.empty_like(x)
            softmax_kernel[(x.shape[0],)](x, out, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
            self.by_shape[shape] = out
        return self.by_shape[shape].clone()
