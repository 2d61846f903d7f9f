# problem: level1/softmax_rows
# expect: no_kernel_ran
# kind: 2
"""The launch sits in a branch for 3-D inputs that never happens; 2-D inputs take an operator path."""
import math

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
    def forward(self, x):
        if x.dim() == 3:
            x2 = x.reshape(-1, x.shape[-1]).contiguous()
            out = torch.empty_like(x2)
            softmax_kernel[(x2.shape[0],)](x2, out, x2.shape[1], BLOCK=triton.next_power_of_2(x2.shape[1]))
            return out.view(x.shape)
        e = math.e ** x
        return e / (e @ torch.ones(x.shape[-1], 1, device=x.device, dtype=x.dtype))
