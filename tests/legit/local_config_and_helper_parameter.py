# problem: level1/sigmoid_elementwise
# expect: ok
"""A local config object built in forward (cfg = Cfg(); cfg.block = ...) whose name is also a helper's parameter."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=m)


class Cfg:
    block = 1024


def run(x, cfg):
    y = torch.empty_like(x)
    n = x.numel()
    sigmoid_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block)
    return y


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        cfg = Cfg()
        cfg.block = 512 if x.numel() < 65536 else 2048
        return run(x, cfg)
