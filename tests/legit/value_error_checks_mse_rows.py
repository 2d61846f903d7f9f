# problem: level1/mse_loss_rows
# expect: ok
"""Input validation that raises `ValueError`/`TypeError` with f-string messages naming shapes and
dtypes before the launch; `torch.Size` compared directly."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mse_rows_kernel(p_ptr, t_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        mask = cols < N
        d = tl.load(p_ptr + base + cols, mask=mask, other=0.0) - tl.load(t_ptr + base + cols, mask=mask, other=0.0)
        acc += d * d
    tl.store(y_ptr + row, tl.sum(acc, axis=0) / N)


class ModelNew(nn.Module):
    def forward(self, pred, target):
        if pred.shape != target.shape:
            raise ValueError(f"shape mismatch: {tuple(pred.shape)} vs {tuple(target.shape)}")
        if pred.dtype not in (torch.float32, torch.float16, torch.bfloat16):
            raise TypeError(f"unsupported dtype {pred.dtype}")
        if pred.shape == torch.Size([]):
            raise ValueError("expected at least one dimension")
        pred = pred.contiguous()
        target = target.contiguous()
        M, N = pred.shape
        y = torch.empty(M, device=pred.device, dtype=pred.dtype)
        mse_rows_kernel[(M,)](pred, target, y, N, BLOCK=1024)
        return y
