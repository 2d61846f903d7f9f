# problem: level1/mean_rows
# expect: ok
"""Row mean: a frozen dataclass of launch parameters splatted into a plain launch helper with
`**dataclasses.asdict(self.cfg)`; the helper's parameters are named, the kernel loops over column
chunks and divides by the row length."""
import dataclasses

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclasses.dataclass(frozen=True)
class MeanConfig:
    block: int = 128
    num_warps: int = 4


@triton.jit
def mean_rows_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float32)
    for s in range(0, n_cols, BLOCK):
        c = s + offs
        acc += tl.load(x_ptr + row * stride + c, mask=c < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, (tl.sum(acc, axis=0) / n_cols).to(out_ptr.dtype.element_ty))


def _launch_mean(x: torch.Tensor, out: torch.Tensor, block: int, num_warps: int) -> torch.Tensor:
    rows, cols = x.shape
    mean_rows_kernel[(rows,)](x, out, cols, x.stride(0), BLOCK=block, num_warps=num_warps)
    return out


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.cfg = MeanConfig()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        out = torch.empty(x2.shape[0], device=x.device, dtype=x.dtype)
        _launch_mean(x2, out, **dataclasses.asdict(self.cfg))
        return out.reshape(x.shape[:-1])
