# problem: level1/index_add_rows
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


@triton.jit
def index_add_kernel(out_ptr, idx_ptr, src_ptr, D, BLOCK_D: tl.constexpr):
    i = tl.program_id(0)
    pid_d = tl.program_id(1)
    cols = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    m = cols < D
    dst = tl.load(idx_ptr + i)
    v = tl.load(src_ptr + i * D + cols, mask=m, other=0.0)
    tl.atomic_add(out_ptr + dst * D + cols, v, mask=m)


class IndexAddJob:
    def __init__(self, x, index, src, block_d):
        self.x, self.index, self.src, self.block_d = x, index, src, block_d

    @classmethod
    def prepare(cls, x, index, src):
        x = x.contiguous()
        src = src.contiguous()
        index = index.contiguous()
        d = x.shape[1]
        block_d = min(1024, triton.next_power_of_2(d))
        return cls(x, index, src, block_d)

    def execute(self):
        out = torch.empty_like(self.x)
        n = self.x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](self.x, out, n, BLOCK=1024)
        num_src, d = self.src.shape
        index_add_kernel[(num_src, triton.cdiv(d, self.block_d))](out, self.index, self.src, d, BLOCK_D=self.block_d)
        return out


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index, src):
        return IndexAddJob.prepare(x, index, src).execute()
