# problem: level1/relu_elementwise
# expect: introspection
# kind: 10
"""Reaches torch.cuda through Triton's driver (`get_device_interface()` hands back torch's device
module) to launch on a side stream without ever naming torch.cuda."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

GPU = triton.runtime.driver.active.get_device_interface()


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask, other=0.0), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.side = None

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        if self.side is None:
            self.side = GPU.Stream()
        n = x.numel()
        with GPU.stream(self.side):
            relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
