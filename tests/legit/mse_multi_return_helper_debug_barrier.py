# problem: level1/mse_loss_rows
# expect: ok
"""A `@triton.jit` helper returning two values (a partial sum and the count), `tl.debug_barrier`
between the row's two passes, kwargs-only options in forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sq_err(p_ptr, t_ptr, base, start, n, BLOCK: tl.constexpr):
    c = start + tl.arange(0, BLOCK)
    m = c < n
    p = tl.load(p_ptr + base + c, mask=m, other=0.0).to(tl.float32)
    t = tl.load(t_ptr + base + c, mask=m, other=0.0).to(tl.float32)
    d = p - t
    return tl.sum(d * d, axis=0), tl.sum(m.to(tl.float32), axis=0)


@triton.jit
def _mse_rows_kernel(p_ptr, t_ptr, o_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = row * n
    total = 0.0
    count = 0.0
    for start in range(0, n, BLOCK):
        s, k = _sq_err(p_ptr, t_ptr, base, start, n, BLOCK)
        total += s
        count += k
    tl.debug_barrier()
    tl.store(o_ptr + row, (total / count).to(o_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()

    def forward(self, pred: torch.Tensor, target: torch.Tensor, *, block: int = 128) -> torch.Tensor:
        pred = pred.contiguous()
        target = target.contiguous()
        rows, n = pred.shape
        out = torch.empty(rows, dtype=pred.dtype, device=pred.device)
        _mse_rows_kernel[(rows,)](pred, target, out, n, BLOCK=block)
        return out
