# problem: level1/relu_elementwise
# expect: ok
"""ReLU with a config dataclass whose fields are named `relu`, `sum` and `mean`, read as `self.cfg.relu`."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl
import functools, operator

@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)

import dataclasses
@dataclasses.dataclass
class Cfg:
    relu: bool = True
    sum: int = 0
    mean: float = 0.0
class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cfg = Cfg()
        self.relu = self.cfg.relu
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        use = self.cfg.relu and self.relu
        relu_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y

