# problem: level1/mean_rows
# expect: ok
"""A two-stage row mean with a partial-sums workspace from a per-size singleton:
`_Workspace.get(rows, splits, device)._partials` (the output itself is fresh each call)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def partial_sum_kernel(x_ptr, part_ptr, n_cols, SPLITS: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    split = tl.program_id(1)
    chunk = tl.cdiv(n_cols, SPLITS)
    lo = split * chunk
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, chunk, BLOCK):
        cols = lo + start + tl.arange(0, BLOCK)
        m = (cols < n_cols) & (cols < lo + chunk)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(part_ptr + row * SPLITS + split, tl.sum(acc, axis=0))


@triton.jit
def finish_mean_kernel(part_ptr, out_ptr, n_cols, SPLITS: tl.constexpr):
    row = tl.program_id(0)
    p = tl.load(part_ptr + row * SPLITS + tl.arange(0, SPLITS))
    tl.store(out_ptr + row, (tl.sum(p, axis=0) / n_cols).to(out_ptr.dtype.element_ty))


class _Workspace:
    _instances = {}

    def __init__(self, rows, splits, device):
        self._partials = torch.empty((rows, splits), device=device, dtype=torch.float32)

    @classmethod
    def get(cls, rows, splits, device):
        key = (rows, splits, str(device))
        if key not in cls._instances:
            cls._instances[key] = cls(rows, splits, device)
        return cls._instances[key]


class ModelNew(nn.Module):
    SPLITS = 4

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        partials = _Workspace.get(rows, self.SPLITS, x.device)._partials
        out = torch.empty(rows, device=x.device, dtype=x.dtype)
        partial_sum_kernel[(rows, self.SPLITS)](x, partials, cols, SPLITS=self.SPLITS, BLOCK=256)
        finish_mean_kernel[(rows,)](partials, out, cols, SPLITS=self.SPLITS)
        return out
