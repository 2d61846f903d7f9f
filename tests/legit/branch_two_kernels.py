# problem: level1/smooth_l1_loss_rows
# expect: ok
"""Two kernels for the same job (single-tile rows vs. looped rows) chosen by an if/else in
forward; both are reachable, only one runs for a given shape."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _huber(d, beta):
    ad = tl.abs(d)
    return tl.where(ad < beta, 0.5 * d * d / beta, ad - 0.5 * beta)


@triton.jit
def smooth_l1_single(p_ptr, t_ptr, out_ptr, n_cols, beta, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    d = tl.load(p_ptr + row * n_cols + cols, mask=m, other=0.0) - tl.load(t_ptr + row * n_cols + cols, mask=m, other=0.0)
    tl.store(out_ptr + row, tl.sum(tl.where(m, _huber(d, beta), 0.0), axis=0) / n_cols)


@triton.jit
def smooth_l1_looped(p_ptr, t_ptr, out_ptr, n_cols, beta, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < n_cols
        d = tl.load(p_ptr + row * n_cols + cols, mask=m, other=0.0) - tl.load(t_ptr + row * n_cols + cols, mask=m, other=0.0)
        acc += tl.where(m, _huber(d, beta), 0.0)
    tl.store(out_ptr + row, tl.sum(acc, axis=0) / n_cols)


class ModelNew(nn.Module):
    def __init__(self, beta):
        super().__init__()
        self.beta = float(beta)

    def forward(self, pred, target):
        pred, target = pred.contiguous(), target.contiguous()
        rows, cols = pred.shape
        out = torch.empty(rows, device=pred.device, dtype=pred.dtype)
        if cols <= 256:
            smooth_l1_single[(rows,)](pred, target, out, cols, self.beta, BLOCK=triton.next_power_of_2(cols))
        else:
            smooth_l1_looped[(rows,)](pred, target, out, cols, self.beta, BLOCK=128)
        return out
