# problem: level1/tanh_elementwise
# expect: torch_compute
# kind: 1
"""ModelNew defines no forward: it inherits one from `TritonTanh`, a base class of the file, which
launches a decoy copy kernel and returns `torch.tanh` of the copy. Until false-positive probe 27
the gate judged only ModelNew's own entry points, so it had nothing to read here and passed the
file with no finding (the audit's library_compute was left to catch it); the file's bases' entry
points are now judged as forward when ModelNew defines none: `torch_compute`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class TritonTanh(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return torch.tanh(y)


class ModelNew(TritonTanh):
    pass
