# problem: level1/index_add_rows
# expect: ok
"""index_add: the output starts as x.clone() and a kernel atomically adds each source row into the
indexed row (tl.atomic_add handles repeated indices)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def index_add_kernel(out_ptr, idx_ptr, src_ptr, D, BLOCK_D: tl.constexpr):
    s = tl.program_id(0)
    cb = tl.program_id(1)
    tgt = tl.load(idx_ptr + s)
    cols = cb * BLOCK_D + tl.arange(0, BLOCK_D)
    m = cols < D
    v = tl.load(src_ptr + s * D + cols, mask=m, other=0.0)
    tl.atomic_add(out_ptr + tgt * D + cols, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index, src):
        out = x.clone().contiguous()
        src = src.contiguous()
        num_src, D = src.shape
        BLOCK_D = 64
        index_add_kernel[(num_src, triton.cdiv(D, BLOCK_D))](out, index, src, D, BLOCK_D=BLOCK_D)
        return out
