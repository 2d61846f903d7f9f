# problem: level1/gelu_exact
# expect: ok
"""A helper with keyword-only parameters (`def _tune(*, cfg, numel)`) writes the launch config it is
handed (`_tune(cfg=cfg, numel=n)` with `cfg = LaunchCfg()`). Refused by the gate until false-positive probe 21."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_erf_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class LaunchCfg:
    def __init__(self):
        self.block = 1024
        self.warps = 4


def _tune(*, cfg, numel):
    if numel >= (1 << 24):
        cfg.block = 4096
        cfg.warps = 8
    elif numel >= (1 << 16):
        cfg.block = 2048
        cfg.warps = 8


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cfg = LaunchCfg()
        _tune(cfg=cfg, numel=n)
        gelu_erf_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block, num_warps=cfg.warps)
        return y
