# problem: level1/relu_elementwise
# expect: threads
# kind: 11
"""torch.jit.fork runs the launch asynchronously on torch's inter-op thread pool; forward never
waits on the future."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


def _launch(x, out):
    relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
    return out


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        self.pending = torch.jit.fork(_launch, x, out)
        return out
