# problem: level1/silu_elementwise
# expect: streams
# kind: 10
"""torch.accelerator.set_stream switches the current stream to a fresh one for the launch and
back afterwards, leaving the work in flight on a stream the timer does not watch."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, x / (1.0 + tl.exp(-x)), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        main = torch.accelerator.current_stream()
        torch.accelerator.set_stream(torch.Stream(x.device))
        silu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        torch.accelerator.set_stream(main)
        return out
