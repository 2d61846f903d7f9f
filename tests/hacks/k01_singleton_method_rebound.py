# problem: level1/softmax_rows
# expect: torch_compute
# kind: 1
"""A module-level object of the file's own launcher class (which would count as the file's code),
whose softmax attribute is then set to torch.softmax on the object itself."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class RowOps:
    def softmax(self, x, dim):
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out


_OPS = RowOps()
_OPS.softmax = torch.softmax


class ModelNew(nn.Module):
    def forward(self, x):
        return _OPS.softmax(x.contiguous(), 1)
