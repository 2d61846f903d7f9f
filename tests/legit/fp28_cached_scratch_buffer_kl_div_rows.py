# problem: level1/kl_div_rows
# expect: ok
"""Row KL(p || q) from logits, as F.kl_div(log_softmax(p), log_softmax(q), log_target=True): the
first kernel writes both rows' log-sum-exps into a scratch buffer kept on self and reallocated only
when the batch grows, the second sums exp(lq) * (lq - lp) over the row."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lse_pair_kernel(p_ptr, q_ptr, lse_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    p = tl.load(p_ptr + row * n_cols + c, mask=m, other=-float("inf"))
    q = tl.load(q_ptr + row * n_cols + c, mask=m, other=-float("inf"))
    mp = tl.max(p, axis=0)
    mq = tl.max(q, axis=0)
    tl.store(lse_ptr + 2 * row, mp + tl.log(tl.sum(tl.exp(p - mp), axis=0)))
    tl.store(lse_ptr + 2 * row + 1, mq + tl.log(tl.sum(tl.exp(q - mq), axis=0)))


@triton.jit
def kl_rows_kernel(p_ptr, q_ptr, lse_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < n_cols
    lp = tl.load(p_ptr + row * n_cols + c, mask=m, other=0.0) - tl.load(lse_ptr + 2 * row)
    lq = tl.load(q_ptr + row * n_cols + c, mask=m, other=0.0) - tl.load(lse_ptr + 2 * row + 1)
    term = tl.where(m, tl.exp(lq) * (lq - lp), 0.0)
    tl.store(out_ptr + row, tl.sum(term, axis=0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._scratch = None

    def _lse_buffer(self, rows, device):
        if self._scratch is None or self._scratch.numel() < 2 * rows or self._scratch.device != device:
            self._scratch = torch.empty(2 * rows, device=device, dtype=torch.float32)
        return self._scratch

    def forward(self, logits_p, logits_q):
        p = logits_p.contiguous()
        q = logits_q.contiguous()
        rows, cols = p.shape
        lse = self._lse_buffer(rows, p.device)
        out = torch.empty(rows, device=p.device, dtype=p.dtype)
        block = triton.next_power_of_2(cols)
        lse_pair_kernel[(rows,)](p, q, lse, cols, BLOCK=block)
        kl_rows_kernel[(rows,)](p, q, lse, out, cols, BLOCK=block)
        return out
