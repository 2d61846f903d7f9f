# problem: level1/cross_entropy_rows
# expect: ok
"""Per-row cross entropy (online log-sum-exp over class blocks, target logit gathered in the
kernel) with `typing.NewType` aliases for block sizes and row counts in the launch helper."""
from typing import NewType

import torch
import torch.nn as nn
import triton
import triton.language as tl

BlockSize = NewType("BlockSize", int)
Rows = NewType("Rows", int)


@triton.jit
def ce_kernel(logits_ptr, target_ptr, loss_ptr, C, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    lr = logits_ptr + row * C
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, C, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(lr + cols, mask=cols < C, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, v)
        alpha = tl.where(m_new == -float("inf"), 1.0, tl.exp(m - m_new))
        s = s * alpha + tl.where(v == -float("inf"), 0.0, tl.exp(v - m_new))
        m = m_new
    mx = tl.max(m, 0)
    lse = mx + tl.log(tl.sum(tl.where(m == -float("inf"), 0.0, s * tl.exp(m - mx)), 0))
    t = tl.load(target_ptr + row)
    picked = tl.load(lr + t).to(tl.float32)
    tl.store(loss_ptr + row, (lse - picked).to(loss_ptr.dtype.element_ty))


def launch_ce(logits: torch.Tensor, target: torch.Tensor, rows: Rows, block: BlockSize) -> torch.Tensor:
    loss = torch.empty(rows, dtype=logits.dtype, device=logits.device)
    ce_kernel[(rows,)](logits, target, loss, logits.shape[1], BLOCK=block, num_warps=8 if block >= 2048 else 4)
    return loss


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        logits = logits.contiguous()
        target = target.contiguous()
        rows = Rows(logits.shape[0])
        block = BlockSize(min(4096, triton.next_power_of_2(logits.shape[1])))
        return launch_ce(logits, target, rows, block)
