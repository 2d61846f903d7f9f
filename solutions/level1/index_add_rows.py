"""Reference solution: copy x into the output, then add every source row into its destination
row with fp32 atomics (so, like torch on the GPU, the order of duplicate additions varies)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


@triton.jit
def index_add_kernel(out_ptr, idx_ptr, src_ptr, dim, BLOCK: tl.constexpr):
    r = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < dim
    dst = tl.load(idx_ptr + r)
    v = tl.load(src_ptr + r * dim + cols, mask=mask, other=0.0)
    tl.atomic_add(out_ptr + dst * dim + cols, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index, src):
        x = x.contiguous()
        src = src.contiguous()
        index = index.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 4096),)](x, out, n, BLOCK=4096, num_warps=8)
        num_src, dim = src.shape
        block = min(triton.next_power_of_2(dim), 1024)
        index_add_kernel[(num_src, triton.cdiv(dim, block))](out, index, src, dim, BLOCK=block,
                                                              num_warps=4)
        return out
