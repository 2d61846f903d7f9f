# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""`nn.ReLU()(y)` in forward after a copy kernel: the gate judged a layer's call only through a
name or self attribute bound to it (module level, ModelNew's __init__), so a layer built and
called in one expression passed it, as did one in a list, a dict, a class body, a ModuleList or
ModuleDict (library_compute by the audit). Refused since red-team round 39: a torch layer with no
parameters built anywhere but such a binding (torch_compute)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return nn.ReLU()(y)
