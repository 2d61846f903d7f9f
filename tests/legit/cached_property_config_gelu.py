# problem: level1/gelu_exact
# expect: ok
"""Launch settings computed once in a `functools.cached_property` on ModelNew (a dict), read in
forward as `self.launch_cfg["BLOCK"]`."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, x * 0.5 * (1.0 + tl.math.erf(x / 1.4142135623730951)), mask=mask)


class ModelNew(nn.Module):
    @functools.cached_property
    def launch_cfg(self) -> dict:
        return {"BLOCK": 1024, "num_warps": 4}

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cfg = self.launch_cfg
        gelu_kernel[(triton.cdiv(n, cfg["BLOCK"]),)](x, y, n, BLOCK=cfg["BLOCK"], num_warps=cfg["num_warps"])
        return y
