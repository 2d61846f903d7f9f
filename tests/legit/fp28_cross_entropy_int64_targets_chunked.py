# problem: level1/cross_entropy_rows
# expect: ok
"""Per-row cross entropy (reduction='none'): an online log-sum-exp over column chunks, the target
logit read at the int64 class index; targets are checked to be integral."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cross_entropy_kernel(logits_ptr, target_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = logits_ptr + row.to(tl.int64) * stride
    m = -float("inf")
    s = 0.0
    for start in range(0, n_cols, BLOCK):
        c = start + tl.arange(0, BLOCK)
        x = tl.load(base + c, mask=c < n_cols, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, tl.max(x, axis=0))
        s = s * tl.exp(m - m_new) + tl.sum(tl.exp(x - m_new), axis=0)
        m = m_new
    t = tl.load(target_ptr + row)
    picked = tl.load(base + t).to(tl.float32)
    tl.store(out_ptr + row, m + tl.log(s) - picked)


class ModelNew(nn.Module):
    def forward(self, logits, target):
        assert not target.is_floating_point(), "class indices expected"
        logits = logits.contiguous()
        target = target.contiguous()
        rows, cols = logits.shape
        out = torch.empty(rows, device=logits.device, dtype=logits.dtype)
        cross_entropy_kernel[(rows,)](logits, target, out, cols, logits.stride(0), BLOCK=64)
        return out
