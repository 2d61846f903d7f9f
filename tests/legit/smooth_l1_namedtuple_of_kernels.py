# problem: level1/smooth_l1_loss_rows
# expect: ok
"""The kernels themselves kept in a module-level `typing.NamedTuple` (`KERNELS.rows`,
`KERNELS.finish`) and launched through its fields: a per-block partial kernel and a row-finishing
kernel over the partials."""
from typing import Any, NamedTuple

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _partial_kernel(p_ptr, t_ptr, w_ptr, n, n_blocks, beta, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    blk = tl.program_id(1)
    c = blk * BLOCK + tl.arange(0, BLOCK)
    m = c < n
    d = tl.load(p_ptr + row * n + c, mask=m, other=0.0) - tl.load(t_ptr + row * n + c, mask=m, other=0.0)
    ad = tl.abs(d)
    l = tl.where(ad < beta, 0.5 * d * d / beta, ad - 0.5 * beta)
    tl.store(w_ptr + row * n_blocks + blk, tl.sum(tl.where(m, l, 0.0), axis=0))


@triton.jit
def _finish_kernel(w_ptr, o_ptr, n, n_blocks, NB: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    b = tl.arange(0, NB)
    parts = tl.load(w_ptr + row * n_blocks + b, mask=b < n_blocks, other=0.0)
    tl.store(o_ptr + row, tl.sum(parts, axis=0) / n)


class Kernels(NamedTuple):
    rows: Any
    finish: Any


KERNELS = Kernels(rows=_partial_kernel, finish=_finish_kernel)


class ModelNew(nn.Module):
    def __init__(self, beta: float) -> None:
        super().__init__()
        self.beta = beta

    def forward(self, pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        pred, target = pred.contiguous(), target.contiguous()
        rows, n = pred.shape
        block = 64
        nb = triton.cdiv(n, block)
        work = torch.empty((rows, nb), dtype=torch.float32, device=pred.device)
        out = torch.empty(rows, dtype=pred.dtype, device=pred.device)
        KERNELS.rows[(rows, nb)](pred, target, work, n, nb, self.beta, BLOCK=block)
        KERNELS.finish[(rows,)](work, out, n, nb, NB=triton.next_power_of_2(nb))
        return out
