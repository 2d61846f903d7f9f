# problem: level1/smooth_l1_loss_rows
# expect: ok
"""smooth-L1 per row (mean over the last dim); the loss parameters held in a
collections.namedtuple; tl.abs and tl.where in the kernel."""
import collections

import torch
import torch.nn as nn
import triton
import triton.language as tl

LossParams = collections.namedtuple("LossParams", ["beta", "block"])


@triton.jit
def smooth_l1_rows_kernel(p_ptr, t_ptr, o_ptr, n, beta, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], tl.float32)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        m = c < n
        d = tl.load(p_ptr + row * n + c, mask=m, other=0.0) - tl.load(t_ptr + row * n + c, mask=m, other=0.0)
        ad = tl.abs(d)
        l = tl.where(ad < beta, 0.5 * d * d / beta, ad - 0.5 * beta)
        acc += tl.where(m, l, 0.0)
    tl.store(o_ptr + row, tl.sum(acc, 0) / n)


class ModelNew(nn.Module):
    def __init__(self, beta):
        super().__init__()
        self.params = LossParams(beta=beta, block=128)

    def forward(self, pred, target):
        pred, target = pred.contiguous(), target.contiguous()
        rows, n = pred.shape
        out = torch.empty(rows, device=pred.device, dtype=pred.dtype)
        smooth_l1_rows_kernel[(rows,)](pred, target, out, n, self.params.beta, BLOCK=self.params.block)
        return out
