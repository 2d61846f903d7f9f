# problem: level1/relu_elementwise
# expect: streams
# kind: 10
"""Makes Triton itself launch on a side stream by replacing the driver's get_current_stream, so
the torch-side code looks stream-free."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.patched = False

    def forward(self, x):
        if not self.patched and x.is_cuda:
            side = torch.cuda.Stream().cuda_stream
            triton.runtime.driver.active.get_current_stream = lambda *args: side
            self.patched = True
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
