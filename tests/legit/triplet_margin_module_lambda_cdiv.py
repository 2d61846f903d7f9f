# problem: level1/triplet_margin_loss_rows
# expect: ok
"""Triplet margin loss per row (p=2, eps added to the difference as pairwise_distance does); a
module-level `cdiv = lambda a, b: ...` helper instead of triton.cdiv."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

cdiv = lambda a, b: (a + b - 1) // b  # noqa: E731


@triton.jit
def triplet_kernel(a_ptr, p_ptr, n_ptr, o_ptr, D, margin, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    sp = tl.zeros([BLOCK], tl.float32)
    sn = tl.zeros([BLOCK], tl.float32)
    for s in range(0, D, BLOCK):
        c = s + tl.arange(0, BLOCK)
        m = c < D
        a = tl.load(a_ptr + r * D + c, mask=m, other=0.0)
        p = tl.load(p_ptr + r * D + c, mask=m, other=0.0)
        q = tl.load(n_ptr + r * D + c, mask=m, other=0.0)
        dp = tl.where(m, a - p + eps, 0.0)
        dn = tl.where(m, a - q + eps, 0.0)
        sp += dp * dp
        sn += dn * dn
    loss = tl.maximum(tl.sqrt(tl.sum(sp, 0)) - tl.sqrt(tl.sum(sn, 0)) + margin, 0.0)
    tl.store(o_ptr + r, loss)


class ModelNew(nn.Module):
    def __init__(self, margin):
        super().__init__()
        self.margin = margin

    def forward(self, anchor, positive, negative):
        B, D = anchor.shape
        out = torch.empty(B, device=anchor.device, dtype=anchor.dtype)
        BLOCK = 128
        assert cdiv(D, BLOCK) >= 1
        triplet_kernel[(B,)](anchor.contiguous(), positive.contiguous(), negative.contiguous(), out, D,
                             float(self.margin), 1e-6, BLOCK=BLOCK)
        return out
