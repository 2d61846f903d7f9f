# problem: level1/silu_elementwise
# expect: torch_compute
# kind: 1
"""F.silu hidden behind a module-level functools.partial alias; forward only calls `_act(x)`.
Caught by the audit (library_compute) until red-team round 39; the gate refuses a torch function
taken as a value now (torch_compute)."""
import functools

import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl

_act = functools.partial(F.silu, inplace=False)


@triton.jit
def silu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x / (1.0 + tl.exp(-x)), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        silu_kernel[(triton.cdiv(x.numel(), 4096),)](x, out, x.numel() // 2, BLOCK=4096)
        return _act(x)
