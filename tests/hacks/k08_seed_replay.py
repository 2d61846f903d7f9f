# problem: level1/relu_elementwise
# expect: mismatch
# kind: 8
"""Guesses the inputs: the generator is seeded right before ModelNew is built, so __init__ draws
the main-shape input itself (as get_inputs would) and forward answers from that guess."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

GPU_SHAPE = (16384, 32768)
CPU_SHAPE = (16, 256)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        shape = GPU_SHAPE if torch.cuda.is_available() else CPU_SHAPE
        self.register_buffer("guess", torch.randn(shape))

    def forward(self, x):
        src = self.guess if x.shape == self.guess.shape else x
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](src, out, x.numel(), BLOCK=1024)
        return out
