# problem: level1/mse_loss_rows
# expect: ok
"""Row-wise MSE: the inputs are checked in a `for ... else` loop (the else records that all were
float tensors), narrowed with `typing.cast`, and one kernel loops over column blocks."""
from typing import cast

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mse_rows_kernel(p_ptr, t_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        p = tl.load(p_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
        t = tl.load(t_ptr + row * N + cols, mask=m, other=0.0).to(tl.float32)
        d = p - t
        acc += d * d
    tl.store(y_ptr + row, (tl.sum(acc, 0) / N).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, pred, target):
        for t in (pred, target):
            if not t.is_floating_point():
                raise TypeError("mse needs floating-point inputs")
        else:
            checked = True
        assert checked
        pred = cast(torch.Tensor, pred).contiguous()
        target = cast(torch.Tensor, target).contiguous()
        n = pred.shape[-1]
        rows = pred.numel() // n
        y = torch.empty(pred.shape[:-1], device=pred.device, dtype=pred.dtype)
        mse_rows_kernel[(rows,)](pred, target, y, n, BLOCK=1024, num_warps=4)
        return y
