# problem: level1/softplus_elementwise
# expect: ok
"""Softplus(beta, threshold) with the launch options typed as a TypedDict and splatted into the
launch; beta and threshold are runtime floats."""
from typing import TypedDict

import torch
import torch.nn as nn
import triton
import triton.language as tl


class LaunchOpts(TypedDict):
    BLOCK: int
    num_warps: int


@triton.jit
def softplus_kernel(x_ptr, y_ptr, n, beta, threshold, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    bx = beta * x
    soft = tl.log(1.0 + tl.exp(tl.minimum(bx, threshold))) / beta
    tl.store(y_ptr + offs, tl.where(bx > threshold, x, soft), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, beta: float, threshold: float) -> None:
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        opts: LaunchOpts = {"BLOCK": 512, "num_warps": 4}
        softplus_kernel[(triton.cdiv(n, opts["BLOCK"]),)](x, y, n, self.beta, self.threshold, **opts)
        return y
