# problem: level1/silu_elementwise
# expect: ok
"""Compiler hints and cache controls as tuned kernels write them: tl.multiple_of and
tl.max_contiguous on the offsets, a cache modifier on the load and an eviction policy on the store,
and the block size from triton.next_power_of_2 capped by a module-level constant. (ptxas refuses an
eviction policy combined with a cache modifier on one access: that is a compile_error.)"""
import torch
import torch.nn as nn
import triton
import triton.language as tl

MAX_BLOCK = 2048


@triton.jit
def silu_hinted_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    start = tl.program_id(0) * BLOCK
    offs = tl.max_contiguous(tl.multiple_of(start + tl.arange(0, BLOCK), BLOCK), BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0, cache_modifier=".cg")
    xf = x.to(tl.float32)
    y = xf * tl.sigmoid(xf)
    tl.store(out_ptr + offs, y.to(x.dtype), mask=m, eviction_policy="evict_first")


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = min(MAX_BLOCK, triton.next_power_of_2(n))
        silu_hinted_kernel[(triton.cdiv(n, block),)](x, out, n, BLOCK=block)
        return out
