# problem: level1/l2_norm_rows
# expect: ok
"""Two stage objects of the file's own kept in a dict on self by name; forward walks
`self.stages.items()` and calls each stage's compute-named `norm` method (the first writes each
row's sum of squares, the second the square root). Refused as torch compute (`.norm` on the
loop variable of a dict's `items()`) until false-positive probe 25."""
from typing import Dict

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sumsq_kernel(x_ptr, s_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)
    for st in range(0, n, BLOCK):
        c = st + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * n + c, mask=c < n, other=0.0).to(tl.float32)
        acc += v * v
    tl.store(s_ptr + row, tl.sum(acc, axis=0))


@triton.jit
def _sqrt_kernel(s_ptr, y_ptr, rows, BLOCK: tl.constexpr):
    r = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = r < rows
    s = tl.load(s_ptr + r, mask=m, other=0.0)
    tl.store(y_ptr + r, tl.sqrt(s).to(y_ptr.dtype.element_ty), mask=m)


class SumSquares:
    def norm(self, x: torch.Tensor, work: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
        rows, n = x.shape
        _sumsq_kernel[(rows,)](x, work, n, BLOCK=128)
        return out


class Root:
    def norm(self, x: torch.Tensor, work: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
        rows = x.shape[0]
        _sqrt_kernel[(triton.cdiv(rows, 64),)](work, out, rows, BLOCK=64)
        return out


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.stages: Dict[str, object] = {"sumsq": SumSquares(), "root": Root()}

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        work = torch.empty(x.shape[0], dtype=torch.float32, device=x.device)
        out = torch.empty(x.shape[0], dtype=x.dtype, device=x.device)
        for name, stage in self.stages.items():
            out = stage.norm(x, work, out)
        return out
