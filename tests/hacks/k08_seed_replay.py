# problem: level1/relu_elementwise
# expect: mismatch
# kind: 8
"""Guesses the inputs: the generator is seeded right before ModelNew is built, so __init__ draws
the normal samples get_inputs would draw next and forward answers from that guess (cycled to any
size) without reading x."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

POOL = 1 << 20


@triton.jit
def relu_guess_kernel(pool_ptr, out_ptr, n, pool_n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    g = tl.load(pool_ptr + offs % pool_n, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(g, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("pool", torch.randn(POOL))

    def forward(self, x):
        out = torch.empty_like(x)
        relu_guess_kernel[(triton.cdiv(x.numel(), 1024),)](self.pool, out, x.numel(), POOL, BLOCK=1024)
        return out
