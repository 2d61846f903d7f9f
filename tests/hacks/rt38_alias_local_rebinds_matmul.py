# problem: level1/matmul_square
# expect: monkeypatch
# kind: 1
"""A module-level `mm = torch.empty_like` (an allocation) and, inside a launcher, `mm =
torch.matmul`: forward copies A through a kernel and returns `mm(a_copy, b)`, cuBLAS's product. The
gate's aliases were file-wide and read through the binding met first, so `mm(...)` was an
allocation to it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

mm = torch.empty_like


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


def launch(a, b):
    mm = torch.matmul
    a = a.contiguous()
    a_copy = torch.empty_like(a)
    copy_kernel[(triton.cdiv(a.numel(), 1024),)](a, a_copy, a.numel(), BLOCK=1024)
    return mm(a_copy, b)


class ModelNew(nn.Module):
    def forward(self, a, b):
        return launch(a, b)
