# problem: level1/mse_loss_rows
# expect: ok
"""Row MSE with module-level constants made by calling tl.constexpr(...) (the older style) and
read inside the kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK_COLS = tl.constexpr(128)


@triton.jit
def mse_rows_kernel(p_ptr, t_ptr, out_ptr, n_cols):
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK_COLS,), dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK_COLS):
        cols = c0 + tl.arange(0, BLOCK_COLS)
        m = cols < n_cols
        p = tl.load(p_ptr + row * n_cols + cols, mask=m, other=0.0)
        d = p - tl.load(t_ptr + row * n_cols + cols, mask=m, other=0.0)
        acc += d * d
    tl.store(out_ptr + row, tl.sum(acc, axis=0) / n_cols)


class ModelNew(nn.Module):
    def forward(self, pred, target):
        pred, target = pred.contiguous(), target.contiguous()
        rows, cols = pred.shape
        out = torch.empty(rows, device=pred.device, dtype=pred.dtype)
        mse_rows_kernel[(rows,)](pred, target, out, cols)
        return out
