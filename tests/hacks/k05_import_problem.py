# problem: level1/softmax_rows
# expect: forbidden_import
# kind: 5
"""Imports the problem module itself (KernelBench-style layout on sys.path) and runs its Model."""
import softmax_rows as reference

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ref = reference.Model()

    def forward(self, x):
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](self.ref(x), out, x.numel(), BLOCK=1024)
        return out
