# problem: level1/relu_elementwise
# expect: ok
"""`cfg = KernelConfig.default()` (a classmethod returning `cls(...)`), then forward adjusts
`cfg.block` / `cfg.num_warps` for large inputs. Refused by the gate until false-positive probe 21."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class KernelConfig:
    def __init__(self, block, num_warps):
        self.block = block
        self.num_warps = num_warps

    @classmethod
    def default(cls):
        return cls(1024, 4)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cfg = KernelConfig.default()
        if n >= (1 << 22):
            cfg.block = 4096
            cfg.num_warps = 8
        relu_kernel[(triton.cdiv(n, cfg.block),)](x, y, n, BLOCK=cfg.block, num_warps=cfg.num_warps)
        return y
