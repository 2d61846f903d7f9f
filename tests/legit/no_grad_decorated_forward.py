# problem: level1/log_softmax_rows
# expect: ok
"""forward decorated with @torch.no_grad(); log-softmax via exp2/log2 with math.log2(math.e)
folded into a host constant."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

LOG2E = math.log2(math.e)
LN2 = math.log(2.0)


@triton.jit
def log_softmax_kernel(x_ptr, out_ptr, n_cols, log2e, ln2, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    z = x - tl.max(x, axis=0)
    lse = tl.log2(tl.sum(tl.exp2(z * log2e), axis=0)) * ln2
    tl.store(out_ptr + row * n_cols + cols, z - lse, mask=mask)


class ModelNew(nn.Module):
    @torch.no_grad()
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        log_softmax_kernel[(x.shape[0],)](x, out, x.shape[1], LOG2E, LN2, BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
