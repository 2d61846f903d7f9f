# problem: level1/mse_loss_rows
# expect: ok
"""A launcher parameter annotated `Literal["mean", "sum"]` (a plain, non-string annotation)."""
from typing import Literal

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mse_rows_kernel(p_ptr, t_ptr, out_ptr, n_cols, stride, MEAN: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        m = cols < n_cols
        p = tl.load(p_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
        t = tl.load(t_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
        d = p - t
        acc += d * d
    total = tl.sum(acc, axis=0)
    if MEAN:
        total = total / n_cols
    tl.store(out_ptr + row, total.to(out_ptr.dtype.element_ty))


def row_mse(pred: torch.Tensor, target: torch.Tensor, reduction: Literal["mean", "sum"] = "mean") -> torch.Tensor:
    pred = pred.contiguous()
    target = target.contiguous()
    rows, cols = pred.shape
    out = torch.empty(rows, device=pred.device, dtype=pred.dtype)
    mse_rows_kernel[(rows,)](pred, target, out, cols, pred.stride(0), MEAN=(reduction == "mean"), BLOCK=256)
    return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):
        return row_mse(pred, target, "mean")
