# problem: level1/cross_entropy_rows
# expect: ok
"""Per-row cross entropy with an online log-sum-exp over column chunks: `cdiv` and
`next_power_of_2` imported by name from triton, a `tl.range(..., num_stages=2)` loop, the target
loaded as int64 and cast, a `tl.static_assert` on the chunk, and a walrus in forward picking the
chunk size."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from triton import cdiv, next_power_of_2


@triton.jit
def ce_rows_kernel(logits_ptr, target_ptr, loss_ptr, C, stride_row, CHUNK: tl.constexpr):
    tl.static_assert(CHUNK >= 16, "chunk too small")
    row = tl.program_id(0)
    base = logits_ptr + row.to(tl.int64) * stride_row
    m = tl.full([CHUNK], float("-inf"), tl.float32)
    s = tl.zeros([CHUNK], dtype=tl.float32)
    for start in tl.range(0, C, CHUNK, num_stages=2):
        cols = start + tl.arange(0, CHUNK)
        v = tl.load(base + cols, mask=cols < C, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m, v)
        scale = tl.where(m_new == float("-inf"), 0.0, tl.exp(m - m_new))
        s = s * scale + tl.where(v == float("-inf"), 0.0, tl.exp(v - m_new))
        m = m_new
    row_max = tl.max(m, axis=0)
    total = tl.sum(s * tl.exp(m - row_max), axis=0)
    tgt = tl.load(target_ptr + row).to(tl.int64)
    picked = tl.load(base + tgt).to(tl.float32)
    tl.store(loss_ptr + row, row_max + tl.log(total) - picked)


class ModelNew(nn.Module):
    MAX_CHUNK = 1024

    def forward(self, logits, target):
        logits = logits.contiguous()
        n_rows, n_cols = logits.shape
        loss = torch.empty(n_rows, device=logits.device, dtype=torch.float32)
        if (chunk := min(next_power_of_2(n_cols), self.MAX_CHUNK)) < 16:
            chunk = 16
        ce_rows_kernel[(n_rows,)](logits, target, loss, n_cols, logits.stride(0), CHUNK=chunk,
                                  num_warps=4 if chunk <= 512 else 8)
        assert cdiv(n_cols, chunk) >= 1
        return loss.to(logits.dtype)
