# problem: level1/layernorm_rows
# expect: ok
"""LayerNorm whose dataclass config uses the `dataclasses.KW_ONLY` sentinel (eps positional,
block and warps keyword-only); a two-pass loop over column blocks handles rows of 30000."""
from dataclasses import KW_ONLY, dataclass

import torch
import torch.nn as nn
import triton
import triton.language as tl


@dataclass
class NormConfig:
    eps: float
    _: KW_ONLY
    block: int = 1024
    num_warps: int = 4


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    xr = x_ptr + row * N
    yr = y_ptr + row * N
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(xr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, 0) / N
    acc2 = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(xr + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, v - mean, 0.0)
        acc2 += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(acc2, 0) / N + eps)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < N
        v = tl.load(xr + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(yr + cols, ((v - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.cfg = NormConfig(eps, block=1024, num_warps=4)
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        n = x.shape[-1]
        x2 = x.reshape(-1, n).contiguous()
        y = torch.empty_like(x2)
        block = min(self.cfg.block, triton.next_power_of_2(n))
        layernorm_kernel[(x2.shape[0],)](x2, self.weight, self.bias, y, n, self.cfg.eps,
                                         BLOCK=block, num_warps=self.cfg.num_warps)
        return y.view(x.shape)
