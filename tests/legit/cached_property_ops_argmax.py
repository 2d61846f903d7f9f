# problem: level1/argmax_dim1
# expect: ok
"""argmax over dim 1 of (B, R, I) (first index of the maximum, int64). The index-reduction ops
object is created lazily on first use through functools.cached_property on the module; forward
calls `self.ops.argmax(x, dim=1)`."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _argmax_mid_kernel(x_ptr, y_ptr, R, I, BLOCK_I: tl.constexpr):
    b = tl.program_id(0).to(tl.int64)
    pid_i = tl.program_id(1)
    cols = pid_i * BLOCK_I + tl.arange(0, BLOCK_I)
    cmask = cols < I
    best = tl.full([BLOCK_I], float("-inf"), tl.float32)
    best_idx = tl.zeros([BLOCK_I], dtype=tl.int64)
    for r in range(0, R):
        v = tl.load(x_ptr + (b * R + r) * I + cols, mask=cmask, other=float("-inf")).to(tl.float32)
        take = v > best  # strict: the first maximum wins
        best = tl.where(take, v, best)
        best_idx = tl.where(take, r, best_idx)
    tl.store(y_ptr + b * I + cols, best_idx, mask=cmask)


class IndexReductions:
    def __init__(self, block_i: int):
        self.block_i = block_i

    def argmax(self, x: torch.Tensor, dim: int) -> torch.Tensor:
        assert x.dim() == 3 and dim == 1
        B, R, I = x.shape
        xc = x.contiguous()
        y = torch.empty((B, I), dtype=torch.int64, device=x.device)
        _argmax_mid_kernel[(B, triton.cdiv(I, self.block_i))](xc, y, R, I, BLOCK_I=self.block_i)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    @functools.cached_property
    def ops(self) -> IndexReductions:
        return IndexReductions(block_i=128)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ops.argmax(x, dim=1)
