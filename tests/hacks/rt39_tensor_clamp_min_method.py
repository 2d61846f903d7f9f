# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""`y.clamp_min(0)` after a copy kernel: a ReLU by a tensor method the gate's list of computing
methods lacked (clamp_min, like clamp_max, multiply, subtract, addmv, vdot, ...), so only the audit
refused it (library_compute). Refused since red-team round 39 (the list completed)."""
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
        return y.clamp_min(0)
