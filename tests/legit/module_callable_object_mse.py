# problem: level1/mse_loss_rows
# expect: ok
"""Row-wise MSE (mean over the last dim of (pred - target)^2). A `RowLoss` object with `__call__`
and `__repr__` wraps the kernel; the module builds one instance per loss at import time
(`row_mse = RowLoss(LossKind.MSE)`), and forward calls it like a function."""
import enum

import torch
import torch.nn as nn
import triton
import triton.language as tl


class LossKind(enum.Enum):
    MSE = 0
    L1 = 1


@triton.jit
def _row_loss_kernel(p_ptr, t_ptr, out_ptr, n_cols, stride_p, stride_t, KIND: tl.constexpr,
                     BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        offs = start + cols
        m = offs < n_cols
        p = tl.load(p_ptr + row * stride_p + offs, mask=m, other=0.0).to(tl.float32)
        t = tl.load(t_ptr + row * stride_t + offs, mask=m, other=0.0).to(tl.float32)
        d = p - t
        if KIND == 0:
            acc += d * d
        else:
            acc += tl.abs(d)
    tl.store(out_ptr + row, (tl.sum(acc, axis=0) / n_cols).to(out_ptr.dtype.element_ty))


class RowLoss:
    def __init__(self, kind: LossKind, max_block: int = 2048):
        self.kind = kind
        self.max_block = max_block

    def __call__(self, pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        p = pred.reshape(-1, pred.shape[-1]).contiguous()
        t = target.reshape(-1, target.shape[-1]).contiguous()
        rows, cols = p.shape
        out = torch.empty(rows, dtype=pred.dtype, device=pred.device)
        block = min(self.max_block, triton.next_power_of_2(cols))
        _row_loss_kernel[(rows,)](p, t, out, cols, p.stride(0), t.stride(0), KIND=self.kind.value, BLOCK=block)
        return out.view(pred.shape[:-1])

    def __repr__(self) -> str:
        return f"RowLoss({self.kind.name}, max_block={self.max_block})"


row_mse = RowLoss(LossKind.MSE)
row_l1 = RowLoss(LossKind.L1)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        return row_mse(pred, target)
