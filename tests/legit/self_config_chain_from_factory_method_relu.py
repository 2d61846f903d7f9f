# problem: level1/relu_elementwise
# expect: ok
"""`self.cfg = self._make_config()` (a method returning `RunConfig(...)`), then
`self.cfg.block = ...` and `self.cfg.num_warps = ...` tuned on the first forward."""
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


class RunConfig:
    def __init__(self, block=1024, num_warps=4):
        self.block = block
        self.num_warps = num_warps
        self.tuned = False


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = self._make_config()

    def _make_config(self):
        return RunConfig()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        if not self.cfg.tuned:
            self.cfg.block = 4096 if n >= (1 << 22) else 1024
            self.cfg.num_warps = 8 if self.cfg.block >= 4096 else 4
            self.cfg.tuned = True
        relu_kernel[(triton.cdiv(n, self.cfg.block),)](x, y, n, BLOCK=self.cfg.block, num_warps=self.cfg.num_warps)
        return y
