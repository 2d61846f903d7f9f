# problem: level1/kl_div_rows
# expect: ok
"""KL(q || p) per row from two logit rows with an online logsumexp for each, written with
`tl.math.exp`/`tl.math.log` (the `tl.math` spellings), three passes in one program."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _lse(x_ptr, base, n, BLOCK: tl.constexpr):
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for st in range(0, n, BLOCK):
        c = st + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + base + c, mask=c < n, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, x)
        s = s * tl.math.exp(tl.where(m_new == -float("inf"), 0.0, m - m_new)) + tl.where(x == -float("inf"), 0.0, tl.math.exp(x - m_new))
        m = m_new
    mx = tl.max(m, axis=0)
    tot = tl.sum(s * tl.math.exp(tl.where(m == -float("inf"), -float("inf"), m - mx)), axis=0)
    return mx + tl.math.log(tot)


@triton.jit
def _kl_rows_kernel(p_ptr, q_ptr, o_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = row * n
    lse_p = _lse(p_ptr, base, n, BLOCK)
    lse_q = _lse(q_ptr, base, n, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    for st in range(0, n, BLOCK):
        c = st + tl.arange(0, BLOCK)
        m = c < n
        lp = tl.load(p_ptr + base + c, mask=m, other=0.0).to(tl.float32) - lse_p
        lq = tl.load(q_ptr + base + c, mask=m, other=0.0).to(tl.float32) - lse_q
        acc += tl.where(m, tl.math.exp(lq) * (lq - lp), 0.0)
    tl.store(o_ptr + row, tl.sum(acc, axis=0))


class ModelNew(nn.Module):
    def forward(self, logits_p: torch.Tensor, logits_q: torch.Tensor) -> torch.Tensor:
        p = logits_p.contiguous()
        q = logits_q.contiguous()
        rows, n = p.shape
        out = torch.empty(rows, dtype=torch.float32, device=p.device)
        _kl_rows_kernel[(rows,)](p, q, out, n, BLOCK=64)
        return out
