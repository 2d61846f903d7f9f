# problem: level1/relu_elementwise
# expect: ok
"""A persistent grid sized by the SM count when on a GPU (a fixed count otherwise), the launch in a
torch.cuda.device context as older Triton tutorials write it."""
import contextlib

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_persistent(x_ptr, out_ptr, n, BLOCK: tl.constexpr, NPROG: tl.constexpr):
    pid = tl.program_id(0)
    for start in range(pid * BLOCK, n, NPROG * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask, other=0.0), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        n = x.numel()
        out = torch.empty_like(x)
        if x.is_cuda:
            nprog = torch.cuda.get_device_properties(x.device).multi_processor_count * 4
            ctx = torch.cuda.device(x.device)
        else:
            nprog, ctx = 8, contextlib.nullcontext()
        with ctx:
            relu_persistent[(nprog,)](x, out, n, BLOCK=1024, NPROG=nprog)
        return out
