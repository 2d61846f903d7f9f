# problem: level1/relu_elementwise
# expect: ok
"""Persistent kernel: a fixed number of programs (a stand-in for the SM count) stride over all
tiles with a loop inside the kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

NUM_PROGRAMS = 4


@triton.jit
def relu_persistent_kernel(x_ptr, out_ptr, n, n_tiles, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    for tile in range(pid, n_tiles, nprog):
        offs = tile * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        n_tiles = triton.cdiv(n, 512)
        relu_persistent_kernel[(min(NUM_PROGRAMS, n_tiles),)](x, out, n, n_tiles, BLOCK=512)
        return out
