# problem: level1/relu_elementwise
# expect: ctypes
# kind: 5
"""Raw memory access without ctypes: an object with data_ptr() returning any address is a pointer
to Triton, so a kernel scans the blocks next to the input for an already-computed ReLU."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class _Raw:
    def __init__(self, address, dtype):
        self.address, self.dtype = address, dtype

    def data_ptr(self):
        return self.address


@triton.jit
def check_kernel(cand_ptr, x_ptr, flag_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    c = tl.load(cand_ptr + offs, mask=mask, other=0.0)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(flag_ptr, tl.sum(tl.where(c == tl.maximum(x, 0.0), 0, 1), axis=0))


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        flag = torch.ones(1, dtype=torch.int32, device=x.device)
        nbytes = x.numel() * x.element_size()
        for k in (1, -1, 2, -2):
            cand = _Raw(x.data_ptr() + k * nbytes, x.dtype)
            check_kernel[(1,)](cand, x, flag, min(x.numel(), 64), BLOCK=64)
            if int(flag) == 0:
                copy_kernel[(triton.cdiv(x.numel(), 1024),)](cand, out, x.numel(), BLOCK=1024)
                return out
        return out
