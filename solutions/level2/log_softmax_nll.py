"""Reference solution: one program per row streams the logits once with an online max/sum-exp, then
subtracts the target logit to get the row's loss; a second single-program kernel sums the row losses
in a fixed order (deterministic) and divides by the batch size."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_nll_kernel(x_ptr, t_ptr, loss_ptr, n_cols, stride_x, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = x_ptr + row * stride_x
    cols = tl.arange(0, BLOCK)
    m = tl.full([BLOCK], -float("inf"), dtype=tl.float32)
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        c = c0 + cols
        x = tl.load(base + c, mask=c < n_cols, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, x)
        scale = tl.where(m_new == -float("inf"), 0.0, tl.exp(m - m_new))
        s = s * scale + tl.where(x == -float("inf"), 0.0, tl.exp(x - m_new))
        m = m_new
    row_max = tl.max(m, axis=0)
    total = tl.sum(tl.where(m == -float("inf"), 0.0, s * tl.exp(m - row_max)), axis=0)
    lse = row_max + tl.log(total)
    t = tl.load(t_ptr + row)
    xt = tl.load(base + t).to(tl.float32)
    tl.store(loss_ptr + row, lse - xt)


@triton.jit
def mean_kernel(loss_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i0 in range(0, n, BLOCK):
        acc += tl.load(loss_ptr + i0 + offs, mask=i0 + offs < n, other=0.0)
    tl.store(out_ptr, (tl.sum(acc, axis=0) / n).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        logits = logits.contiguous()
        target = target.contiguous()
        rows, cols = logits.shape
        losses = torch.empty(rows, dtype=torch.float32, device=logits.device)
        out = torch.empty((), dtype=logits.dtype, device=logits.device)
        block = min(4096, triton.next_power_of_2(cols))
        row_nll_kernel[(rows,)](logits, target, losses, cols, logits.stride(0), BLOCK=block,
                                num_warps=8 if block >= 2048 else 4)
        mean_kernel[(1,)](losses, out, rows, BLOCK=1024, num_warps=4)
        return out
