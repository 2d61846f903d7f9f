# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""The allowed libdevice import fallback (try/except ImportError, imports only) abused: the try
imports torch.nn.functional under the name the fallback gives libdevice, and forward calls it.
Each place the name is imported from is judged, so torch's import is torch's."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

try:
    import torch.nn.functional as libdevice
except ImportError:
    from triton.language.extra.cuda import libdevice


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        r = libdevice.relu(x)
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](r, y, x.numel(), BLOCK=1024)
        return y
