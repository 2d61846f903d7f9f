# problem: level2/scaled_masked_softmax
# expect: ok
"""Scaled, length-masked softmax over (B, H, S, S) scores; the host folds `scale * math.log2(math.e)`
once so the kernel uses `tl.exp2`, and the key lengths are read per batch inside the kernel."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl

LOG2E = math.log2(math.e)


@triton.jit
def masked_softmax_kernel(s_ptr, len_ptr, y_ptr, H, S, scale_log2, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    b = row // (H * S)
    length = tl.load(len_ptr + b)
    base = row * S
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, S, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        keep = (cols < S) & (cols < length)
        v = tl.load(s_ptr + base + cols, mask=keep, other=-float("inf")) * scale_log2
        v = tl.where(keep, v, -float("inf"))
        m_new = tl.maximum(m, v)
        alpha = tl.where(m_new == -float("inf"), 1.0, tl.exp2(m - m_new))
        acc = acc * alpha + tl.where(v == -float("inf"), 0.0, tl.exp2(v - m_new))
        m = m_new
    mx = tl.max(m, 0)
    total = tl.sum(tl.where(m == -float("inf"), 0.0, acc * tl.exp2(m - mx)), 0)
    for c0 in range(0, S, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        keep = (cols < S) & (cols < length)
        v = tl.load(s_ptr + base + cols, mask=keep, other=0.0) * scale_log2
        p = tl.where(keep, tl.exp2(v - mx) / total, 0.0)
        tl.store(y_ptr + base + cols, p, mask=cols < S)


class ModelNew(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def forward(self, scores, lengths):
        B, H, S, _ = scores.shape
        scores = scores.contiguous()
        lengths = lengths.contiguous()
        y = torch.empty_like(scores)
        masked_softmax_kernel[(B * H * S,)](scores, lengths, y, H, S, self.scale * LOG2E,
                                            BLOCK=min(1024, triton.next_power_of_2(S)))
        return y
