# problem: level1/gather_dim1
# expect: ok
"""torch.gather(x, 1, index) through a `@staticmethod` stacked on `@torch.no_grad()` in a launcher
class; a 2-D grid (rows, index blocks) with int64 row offsets and the index read as int64."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_dim1_kernel(x_ptr, idx_ptr, out_ptr, D, K, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < K
    idx = tl.load(idx_ptr + row * K + cols, mask=m, other=0).to(tl.int64)
    v = tl.load(x_ptr + row * D + idx, mask=m, other=0.0)
    tl.store(out_ptr + row * K + cols, v, mask=m)


class Gather:
    BLOCK = 512

    @staticmethod
    @torch.no_grad()
    def rows(x: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
        B, D = x.shape
        K = index.shape[1]
        out = torch.empty((B, K), device=x.device, dtype=x.dtype)
        if out.numel() == 0:
            return out
        gather_dim1_kernel[(B, triton.cdiv(K, Gather.BLOCK))](x, index, out, D, K, BLOCK=Gather.BLOCK)
        return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index):
        return Gather.rows(x.contiguous(), index.contiguous())
